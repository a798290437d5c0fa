-- 'Approve Referral' (issue 36): an admin who has checked a referral flagged 'alias' (the
-- mailbox of an existing account, or one already paid: 0009) can have it paid. The flag
-- stays as the record of why it waited; `approved_at` says a person decided. An approved
-- referral is paid at once when the referred member is confirmed, else at confirmation.
ALTER TABLE referrals ADD COLUMN approved_at timestamptz;

CREATE OR REPLACE FUNCTION confirm_referral(p_user text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_name text;
BEGIN
  SELECT * INTO v_ref FROM referrals
    WHERE referred_user_id = p_user AND status = 'pending' FOR UPDATE;
  IF NOT FOUND OR ('alias' = ANY(v_ref.flags) AND v_ref.approved_at IS NULL) THEN
    RETURN;
  END IF;
  SELECT name INTO v_name FROM profiles WHERE id = p_user;
  INSERT INTO points_ledger (user_id, description, points, kind, award_key)
    VALUES (v_ref.referrer_id, 'Referral: ' || v_name || ' joined', 25, 'referral', 'referral:' || p_user)
    ON CONFLICT (award_key) DO NOTHING;
  -- The count, and with it any milestone reached (profiles_milestones), before the status.
  UPDATE profiles SET referral_count = referral_count + 1 WHERE id = v_ref.referrer_id;
  -- A suspended referrer's award row is not written (0007): nothing to point at.
  UPDATE referrals SET status = 'joined', joined_at = now(),
      paid_award_key = (SELECT award_key FROM points_ledger WHERE award_key = 'referral:' || p_user)
    WHERE id = v_ref.id;
END $$;

-- Approves a pending 'alias' referral once; pays it now when the referred member is
-- confirmed. False: no such referral, not an unapproved pending alias.
CREATE FUNCTION approve_referral(p_referral uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
BEGIN
  SELECT * INTO v_ref FROM referrals WHERE id = p_referral FOR UPDATE;
  IF NOT FOUND OR v_ref.status <> 'pending' OR NOT ('alias' = ANY(v_ref.flags))
     OR v_ref.approved_at IS NOT NULL THEN
    RETURN false;
  END IF;
  UPDATE referrals SET approved_at = now(), flags_cleared_at = COALESCE(flags_cleared_at, now())
    WHERE id = p_referral;
  IF EXISTS (SELECT 1 FROM users WHERE id = v_ref.referred_user_id AND email_verified) THEN
    PERFORM confirm_referral(v_ref.referred_user_id);
  END IF;
  RETURN true;
END $$;

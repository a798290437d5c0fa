-- A member's confirmed referrals and the milestone ladder never move unseen by each other
-- (ADR 192). A confirmation and a ladder edit at once each read the other's row as it was
-- before they began: the edit did not count the member's new referral, the confirmation
-- awarded by the old threshold, and both committed a member holding a milestone above their
-- count. Now every write that moves a member's count or suspension holds the ladder lock
-- shared, taken before it locks any member; a ladder edit holds it alone (0014 already took it
-- in milestones_changed). Taken in that order, the edit waits for the writes in flight and
-- reads what they committed, and a write that comes later waits for the edit; neither waits
-- on a member the other holds while holding the lock the other needs.
-- PostgreSQL 15 compatible.

-- The lock's key, shared with milestones_changed (0014) and app/domain/milestones.
CREATE FUNCTION ladder_lock_shared() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(7243003)
$$;

CREATE OR REPLACE FUNCTION confirm_referral(p_user text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_name text;
BEGIN
  PERFORM ladder_lock_shared();
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

CREATE OR REPLACE FUNCTION void_referral(p_referral uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_key text;
  v_paid integer;
BEGIN
  PERFORM ladder_lock_shared();
  SELECT * INTO v_ref FROM referrals WHERE id = p_referral FOR UPDATE;
  IF NOT FOUND OR v_ref.status = 'void' THEN
    RETURN false;
  END IF;
  IF v_ref.status = 'joined' THEN
    v_key := COALESCE(v_ref.paid_award_key, 'referral:' || v_ref.referred_user_id);
    SELECT points INTO v_paid FROM points_ledger WHERE award_key = v_key;
    IF COALESCE(v_paid, 0) > 0 THEN
      -- 'void:<referred id>', the key earlier voids used: a retry never pays back twice.
      INSERT INTO points_ledger (user_id, description, points, kind, award_key)
        VALUES (v_ref.referrer_id, 'Referral voided', -v_paid, 'referral',
                'void:' || substr(v_key, length('referral:') + 1))
        ON CONFLICT (award_key) DO NOTHING;
    END IF;
    -- The count, and with it any milestone taken back, before the status.
    UPDATE profiles SET referral_count = referral_count - 1 WHERE id = v_ref.referrer_id;
  END IF;
  UPDATE referrals SET status = 'void', voided_at = now() WHERE id = p_referral;
  RETURN true;
END $$;

-- A write that moved a count or a suspension without taking the lock first still takes it
-- before it reads the ladder: the rule holds (at worst such a write and an edit deadlock, and
-- one of them is refused).
CREATE OR REPLACE FUNCTION profiles_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referral_count IS DISTINCT FROM OLD.referral_count
     OR NEW.suspended_at IS DISTINCT FROM OLD.suspended_at THEN
    PERFORM ladder_lock_shared();
    PERFORM milestones_sync(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;

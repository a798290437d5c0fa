-- Accounts and data an impostor cannot reach (issue 28, ADR 190).

-- A referral keeps the key of the ledger row that paid it, so voiding it takes the points
-- back even after the referred member deleted their account (referred_user_id is then null).
ALTER TABLE referrals ADD COLUMN paid_award_key text UNIQUE
  REFERENCES points_ledger(award_key) ON DELETE SET NULL;
UPDATE referrals r SET paid_award_key = l.award_key FROM points_ledger l
  WHERE r.referred_user_id IS NOT NULL AND r.status <> 'pending'
    AND l.award_key = 'referral:' || r.referred_user_id;

-- One mailbox, many aliases: lower case, no +tag, and for Gmail (and googlemail.com) no
-- dots. The same rule as mailboxKey() in app/lib/address-hash.server.ts; a test ties them.
CREATE FUNCTION mailbox_key(p_email text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  v text := lower(btrim(p_email));
  v_at integer;
  v_local text;
  v_domain text;
BEGIN
  IF strpos(v, '@') = 0 THEN
    RETURN v;
  END IF;
  v_at := length(v) - strpos(reverse(v), '@') + 1;
  IF v_at <= 1 THEN
    RETURN v;
  END IF;
  v_local := substr(v, 1, v_at - 1);
  v_domain := substr(v, v_at + 1);
  IF split_part(v_local, '+', 1) <> '' THEN
    v_local := split_part(v_local, '+', 1);
  END IF;
  IF v_domain IN ('gmail.com', 'googlemail.com') THEN
    RETURN replace(v_local, '.', '') || '@gmail.com';
  END IF;
  RETURN v_local || '@' || v_domain;
END $$;
CREATE INDEX users_mailbox_key_idx ON users (mailbox_key(email));

-- Set at sign-up (better-auth's user.create.before hook) when the mailbox already paid a
-- referral: only the server holds the key of paid_referral_addresses' hashes.
ALTER TABLE users ADD COLUMN alias_of_paid boolean NOT NULL DEFAULT false;

ALTER TABLE referrals DROP CONSTRAINT referrals_flags_check;
ALTER TABLE referrals ADD CONSTRAINT referrals_flags_check
  CHECK (flags <@ ARRAY['disposable', 'network', 'self', 'alias']::text[]);

-- A referral whose mailbox is an existing account's, or already paid one, is flagged
-- 'alias' in the transaction that creates it.
CREATE OR REPLACE FUNCTION users_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, name, email, created_at) VALUES (NEW.id, NEW.name, NEW.email, NEW.created_at);
  INSERT INTO points_ledger (user_id, description, points, kind, award_key)
    VALUES (NEW.id, 'Joined the waitlist', 25, 'join', 'join:' || NEW.id);
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO referrals (referrer_id, referred_user_id, referred_email, flags)
      VALUES (NEW.referrer_id, NEW.id, NEW.email,
        CASE WHEN NEW.alias_of_paid OR EXISTS (
          SELECT 1 FROM users u WHERE mailbox_key(u.email) = mailbox_key(NEW.email) AND u.id <> NEW.id)
        THEN ARRAY['alias']::text[] ELSE '{}'::text[] END);
  END IF;
  IF NEW.email_verified THEN
    PERFORM confirm_referral(NEW.id);
  END IF;
  RETURN NEW;
END $$;

-- Pays the referrer once on confirmation (docs/architecture.md D5), never for an alias
-- (clearing the flag does not pay it), and records which ledger row paid.
CREATE OR REPLACE FUNCTION confirm_referral(p_user text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_name text;
BEGIN
  SELECT * INTO v_ref FROM referrals
    WHERE referred_user_id = p_user AND status = 'pending' FOR UPDATE;
  IF NOT FOUND OR 'alias' = ANY(v_ref.flags) THEN
    RETURN;
  END IF;
  SELECT name INTO v_name FROM profiles WHERE id = p_user;
  INSERT INTO points_ledger (user_id, description, points, kind, award_key)
    VALUES (v_ref.referrer_id, 'Referral: ' || v_name || ' joined', 25, 'referral', 'referral:' || p_user)
    ON CONFLICT (award_key) DO NOTHING;
  -- A suspended referrer's award row is not written (0007): nothing to point at.
  UPDATE referrals SET status = 'joined', joined_at = now(),
      paid_award_key = (SELECT award_key FROM points_ledger WHERE award_key = 'referral:' || p_user)
    WHERE id = v_ref.id;
  UPDATE profiles SET referral_count = referral_count + 1 WHERE id = v_ref.referrer_id;
END $$;

-- Takes back what the referral paid, found by its own key (the referred member may be gone).
CREATE OR REPLACE FUNCTION void_referral(p_referral uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_key text;
  v_paid integer;
BEGIN
  SELECT * INTO v_ref FROM referrals WHERE id = p_referral FOR UPDATE;
  IF NOT FOUND OR v_ref.status = 'void' THEN
    RETURN false;
  END IF;
  UPDATE referrals SET status = 'void', voided_at = now() WHERE id = p_referral;
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
    UPDATE profiles SET referral_count = referral_count - 1 WHERE id = v_ref.referrer_id;
  END IF;
  RETURN true;
END $$;

-- Raw A/B events older than RETENTION_AB_EVENTS_DAYS are deleted by the retention job,
-- which sets app.keep_ab_counters for its transaction: the totals and per-day counters keep
-- their figures. Any other DELETE or TRUNCATE (purges, tests) still rebuilds them.
CREATE OR REPLACE FUNCTION ab_test_counters_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.keep_ab_counters', true) = 'on' THEN
    RETURN NULL;
  END IF;
  DELETE FROM ab_test_counters;
  DELETE FROM ab_test_visitors;
  INSERT INTO ab_test_visitors (test_name, variant, visitor_id)
    SELECT DISTINCT test_name, variant, visitor_id FROM ab_test_events;
  INSERT INTO ab_test_counters (test_name, variant, metric, value)
    SELECT test_name, variant, event_type, count(*) FROM ab_test_events GROUP BY test_name, variant, event_type
    UNION ALL
    SELECT test_name, variant, 'visitors', count(*) FROM ab_test_visitors GROUP BY test_name, variant;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ab_test_daily_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.keep_ab_counters', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM ab_test_daily_fill();
  RETURN NULL;
END $$;

-- A change-of-address link works once: the SHA-256 of each link's token that changed an
-- address, kept until the token would have expired anyway (the retention job removes it).
CREATE TABLE used_change_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_change_tokens_expires_idx ON used_change_tokens (expires_at);

-- Milestones (issue 29, ADR 192): rewards on a ladder of confirmed referrals that the operator
-- defines. The database keeps the rule, so every path that moves a member's confirmed
-- referrals (confirmation, void, deletion) or a milestone (create, edit, deactivate) keeps it:
--   a member holds an active milestone exactly when their confirmed referrals reach its
--   threshold and they are not suspended; they hold an inactive one only while they still
--   reach it. Every award and take-back is one ledger row of kind 'milestone' (so points_total
--   stays the ledger's sum) and one audit row, in the transaction that moved the count.

CREATE TABLE milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  threshold integer NOT NULL CHECK (threshold BETWEEN 1 AND 1000),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  bonus_points integer NOT NULL DEFAULT 0 CHECK (bonus_points BETWEEN 0 AND 1000),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX milestones_threshold_idx ON milestones (threshold);

-- What a member holds; a milestone anyone holds cannot be deleted (RESTRICT).
CREATE TABLE member_milestones (
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  milestone_id uuid NOT NULL REFERENCES milestones(id) ON DELETE RESTRICT,
  -- The bonus this award paid: a later edit of the bonus takes back exactly what was paid.
  bonus_points integer NOT NULL CHECK (bonus_points >= 0),
  awarded_at timestamptz NOT NULL DEFAULT now(),
  -- Set when 'You reached …' went out (or was not due): the mail outbox.
  notified_at timestamptz,
  PRIMARY KEY (user_id, milestone_id)
);
CREATE INDEX member_milestones_milestone_idx ON member_milestones (milestone_id);
CREATE INDEX member_milestones_unnotified_idx ON member_milestones (awarded_at)
  WHERE notified_at IS NULL;

ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check
  CHECK (kind IN ('join', 'referral', 'adjustment', 'milestone'));

-- Content seeded once on the first start (the default ladder from app/content): a name here
-- means it was seeded, so a ladder the operator emptied stays empty.
CREATE TABLE content_seeds (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);

-- Brings the members' milestones in line with the rule for the members p_users (null: all).
-- Awards first in ascending threshold, then take-backs; each with its ledger and audit rows.
CREATE FUNCTION milestones_sync(p_users text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT p.id AS user_id, m.id AS milestone_id, m.name, m.bonus_points
    FROM profiles p JOIN milestones m ON m.active AND p.referral_count >= m.threshold
    WHERE (p_users IS NULL OR p.id = ANY(p_users)) AND p.suspended_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM member_milestones h
                      WHERE h.user_id = p.id AND h.milestone_id = m.id)
    ORDER BY p.id, m.threshold
  LOOP
    INSERT INTO member_milestones (user_id, milestone_id, bonus_points)
      VALUES (r.user_id, r.milestone_id, r.bonus_points);
    IF r.bonus_points > 0 THEN
      INSERT INTO points_ledger (user_id, description, points, kind, award_key)
        VALUES (r.user_id, 'Milestone: ' || r.name, r.bonus_points, 'milestone',
                'milestone:' || r.milestone_id || ':' || r.user_id || ':' || gen_random_uuid());
    END IF;
    INSERT INTO audit_log (actor, action, target, details)
      VALUES ('system', 'milestone.award', 'user:' || r.user_id,
              jsonb_build_object('milestone', r.milestone_id, 'bonus', r.bonus_points));
  END LOOP;

  FOR r IN
    SELECT h.user_id, h.milestone_id, h.bonus_points, m.name
    FROM member_milestones h
      JOIN milestones m ON m.id = h.milestone_id
      JOIN profiles p ON p.id = h.user_id
    WHERE (p_users IS NULL OR h.user_id = ANY(p_users)) AND p.referral_count < m.threshold
    ORDER BY h.user_id, m.threshold DESC
  LOOP
    DELETE FROM member_milestones WHERE user_id = r.user_id AND milestone_id = r.milestone_id;
    IF r.bonus_points > 0 THEN
      INSERT INTO points_ledger (user_id, description, points, kind, award_key)
        VALUES (r.user_id, 'Milestone taken back: ' || r.name, -r.bonus_points, 'milestone',
                'milestone-back:' || r.milestone_id || ':' || r.user_id || ':' || gen_random_uuid());
    END IF;
    INSERT INTO audit_log (actor, action, target, details)
      VALUES ('system', 'milestone.take-back', 'user:' || r.user_id,
              jsonb_build_object('milestone', r.milestone_id, 'bonus', -r.bonus_points));
  END LOOP;
END $$;

-- A member's confirmed referrals or suspension changed: their milestones follow.
CREATE FUNCTION profiles_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referral_count IS DISTINCT FROM OLD.referral_count
     OR NEW.suspended_at IS DISTINCT FROM OLD.suspended_at THEN
    PERFORM milestones_sync(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER profiles_milestones AFTER UPDATE OF referral_count, suspended_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_milestones();

-- A milestone was created, edited or (de)activated: every member it concerns follows. Only
-- members at or above the lower of the old and new threshold, or holders, can be concerned.
CREATE FUNCTION milestones_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_floor integer := NEW.threshold;
BEGIN
  -- Edits of the ladder queue behind each other: two of them never lock members crosswise.
  PERFORM pg_advisory_xact_lock(7243003);
  IF TG_OP = 'UPDATE' THEN
    v_floor := least(OLD.threshold, NEW.threshold);
  END IF;
  PERFORM milestones_sync(ARRAY(
    SELECT id FROM profiles WHERE referral_count >= v_floor
    UNION SELECT user_id FROM member_milestones WHERE milestone_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER milestones_changed AFTER INSERT OR UPDATE OF threshold, active ON milestones
  FOR EACH ROW EXECUTE FUNCTION milestones_changed();

CREATE INDEX profiles_referral_count_idx ON profiles (referral_count) WHERE referral_count > 0;

-- Lock order. A confirmation moves the referrer's points up to twice (the referral's award,
-- then a milestone's bonus), and every move locks points_histogram buckets in ascending
-- order. The per-day growth counters (0008) are locked when the referral's status changes;
-- taking that lock between the two moves let two confirmations wait on each other (a
-- deadlock under 50 concurrent confirmations on PostgreSQL). Both functions now move every
-- point (award, count, milestones) before they touch the referral's status.
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

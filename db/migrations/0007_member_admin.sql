-- Running the community from the admin area (issue 16, docs/architecture.md D14 and D16).
-- Suspension, voided referrals, referral-integrity flags, and the indexes the Members tab
-- searches with. PostgreSQL 15 compatible.

-- Suspension ----------------------------------------------------------------------------
-- A suspended member keeps their ledger but has no rank, is not on the leaderboard and
-- their link pays nothing (docs/architecture.md D14). Sign-in is refused in the auth layer.
ALTER TABLE profiles ADD COLUMN suspended_at timestamptz;

CREATE OR REPLACE VIEW public_profiles AS
  SELECT id, name, nickname, avatar_url, points_total, referral_count, created_at
  FROM profiles WHERE suspended_at IS NULL;

-- points_histogram counts ranked (not suspended) profiles only; the same lock order as
-- 0003 (ascending points) so concurrent moves cannot deadlock.
CREATE OR REPLACE FUNCTION profiles_points_histogram() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP <> 'INSERT' AND OLD.suspended_at IS NULL;
  v_new boolean := TG_OP <> 'DELETE' AND NEW.suspended_at IS NULL;
BEGIN
  IF v_old AND v_new THEN
    IF NEW.points_total > OLD.points_total THEN
      PERFORM points_histogram_add(OLD.points_total, -1);
      PERFORM points_histogram_add(NEW.points_total, 1);
    ELSIF NEW.points_total < OLD.points_total THEN
      PERFORM points_histogram_add(NEW.points_total, 1);
      PERFORM points_histogram_add(OLD.points_total, -1);
    END IF;
  ELSIF v_old THEN
    PERFORM points_histogram_add(OLD.points_total, -1);
  ELSIF v_new THEN
    PERFORM points_histogram_add(NEW.points_total, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER profiles_points_histogram ON profiles;
CREATE TRIGGER profiles_points_histogram
  BEFORE INSERT OR DELETE OR UPDATE OF points_total, suspended_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_points_histogram();

CREATE OR REPLACE FUNCTION get_user_rank(user_id text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT 1 + count_profiles_above(p.points_total) FROM profiles p
      WHERE p.id = get_user_rank.user_id AND p.suspended_at IS NULL),
    0)
$$;

-- Referrals to a suspended member's link pay nothing: the award row is not written (the
-- referral still becomes 'joined'). Every other award passes through unchanged.
CREATE FUNCTION points_ledger_suspended_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'referral' AND NEW.points > 0
     AND EXISTS (SELECT 1 FROM profiles WHERE id = NEW.user_id AND suspended_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER points_ledger_suspended_referral BEFORE INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_suspended_referral();

-- Voided referrals and integrity flags ----------------------------------------------------
ALTER TABLE referrals DROP CONSTRAINT referrals_status_check;
ALTER TABLE referrals ADD CONSTRAINT referrals_status_check
  CHECK (status IN ('pending', 'joined', 'void'));
ALTER TABLE referrals ADD COLUMN voided_at timestamptz;
-- Reasons a referral looks suspicious (docs/architecture.md D16); flagged only, never punished.
ALTER TABLE referrals ADD COLUMN flags text[] NOT NULL DEFAULT '{}'
  CHECK (flags <@ ARRAY['disposable', 'network', 'self']::text[]);
ALTER TABLE referrals ADD COLUMN flags_cleared_at timestamptz;
CREATE INDEX referrals_flagged_idx ON referrals (referrer_id)
  WHERE cardinality(flags) > 0 AND flags_cleared_at IS NULL AND status <> 'void';

-- Takes back what a referral paid (one negative row, idempotent key), marks it 'void' and
-- lowers referral_count when it had joined. False when it was already void or is unknown.
CREATE FUNCTION void_referral(p_referral uuid) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_ref referrals%ROWTYPE;
  v_paid integer;
BEGIN
  SELECT * INTO v_ref FROM referrals WHERE id = p_referral FOR UPDATE;
  IF NOT FOUND OR v_ref.status = 'void' THEN
    RETURN false;
  END IF;
  UPDATE referrals SET status = 'void', voided_at = now() WHERE id = p_referral;
  IF v_ref.status = 'joined' THEN
    SELECT points INTO v_paid FROM points_ledger WHERE award_key = 'referral:' || v_ref.referred_user_id;
    IF COALESCE(v_paid, 0) > 0 THEN
      INSERT INTO points_ledger (user_id, description, points, kind, award_key)
        VALUES (v_ref.referrer_id, 'Referral voided', -v_paid, 'referral', 'void:' || v_ref.referred_user_id)
        ON CONFLICT (award_key) DO NOTHING;
    END IF;
    UPDATE profiles SET referral_count = referral_count - 1 WHERE id = v_ref.referrer_id;
  END IF;
  RETURN true;
END $$;

-- Sign-up networks for the burst rule: a keyed hash of the client network (IPv4 address or
-- IPv6 /64), never the address itself; rows older than the rule's hour are useless and are
-- removed as new ones arrive.
CREATE TABLE signup_networks (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  network_hash text NOT NULL CHECK (length(network_hash) <= 128),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_networks_hash_idx ON signup_networks (network_hash, created_at);
CREATE INDEX signup_networks_time_idx ON signup_networks (created_at);

-- Members tab ---------------------------------------------------------------------------
-- Case-insensitive prefix search on name, nickname and e-mail from indexes (never a scan).
CREATE INDEX profiles_name_prefix_idx ON profiles (lower(name) text_pattern_ops);
CREATE INDEX profiles_nickname_prefix_idx ON profiles (lower(nickname) text_pattern_ops);
CREATE INDEX profiles_email_prefix_idx ON profiles (lower(email) text_pattern_ops);
CREATE INDEX profiles_created_idx ON profiles (created_at DESC, id DESC);
CREATE INDEX profiles_suspended_idx ON profiles (created_at DESC, id DESC)
  WHERE suspended_at IS NOT NULL;
CREATE INDEX users_unconfirmed_idx ON users (created_at DESC, id DESC) WHERE NOT email_verified;

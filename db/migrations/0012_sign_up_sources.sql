-- Who is waiting, and where they came from (docs/architecture.md D24, ADR 193): a member's
-- role and community, chosen at sign-up and editable on /profile, and the visit's first touch
-- (landing path, referring host, utm_*), kept only with measurement consent. Per-day counters
-- by source, campaign, community and role, kept by triggers like growth_daily (0008), so the
-- Overview reads at most 90 days of counts, never the members. PostgreSQL 15 compatible.

-- Communities: one row per spelling that matching could not join; `key` is the spelling
-- folded by app/domain/attribution/communities.server.ts (case and spaces), so 'Indiana University' and
-- 'indiana  university ' are one community shown under the first spelling. A merged
-- community stays as an alias (merged_into), so the old spelling still finds the new one.
CREATE TABLE communities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120 AND name = btrim(name)),
  key text NOT NULL UNIQUE CHECK (length(key) BETWEEN 1 AND 120),
  merged_into uuid REFERENCES communities(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (merged_into IS DISTINCT FROM id)
);

ALTER TABLE profiles
  ADD COLUMN member_role text CHECK (member_role IN ('staker', 'founder', 'organiser')),
  ADD COLUMN community_id uuid REFERENCES communities(id),
  -- First touch: all null means 'unknown' (no measurement consent at sign-up).
  ADD COLUMN landing_path text CHECK (length(landing_path) BETWEEN 1 AND 200),
  ADD COLUMN referrer_host text CHECK (length(referrer_host) BETWEEN 1 AND 253),
  ADD COLUMN utm_source text CHECK (length(utm_source) BETWEEN 1 AND 100),
  ADD COLUMN utm_medium text CHECK (length(utm_medium) BETWEEN 1 AND 100),
  ADD COLUMN utm_campaign text CHECK (length(utm_campaign) BETWEEN 1 AND 100),
  ADD CONSTRAINT profiles_first_touch_whole CHECK (
    landing_path IS NOT NULL
    OR (referrer_host IS NULL AND utm_source IS NULL AND utm_medium IS NULL AND utm_campaign IS NULL));

CREATE INDEX profiles_community_idx ON profiles (community_id) WHERE community_id IS NOT NULL;
CREATE INDEX profiles_member_role_idx ON profiles (member_role) WHERE member_role IS NOT NULL;

-- The counters --------------------------------------------------------------------------
-- key: source = utm_source, else the referring host, else 'direct' (consent, no referrer) or
-- 'unknown' (no consent); campaign = utm_campaign, '' without one, 'unknown' without consent;
-- community = the community's id, '' without one; role = the role, '' without one.
-- A member counts on the UTC day of profiles.created_at under their current values, confirmed
-- once users.email_verified. Deleting an account leaves its counts (only counts remain, as in
-- ab_test_signups); an edit, a confirmation or a merge moves them.
CREATE TABLE sign_up_sources_daily (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('source', 'campaign', 'community', 'role')),
  key text NOT NULL,
  confirmed integer NOT NULL DEFAULT 0 CHECK (confirmed >= 0),
  unconfirmed integer NOT NULL DEFAULT 0 CHECK (unconfirmed >= 0),
  PRIMARY KEY (day, dimension, key)
);

-- Row first, then UPDATE (as growth_add): concurrent sign-ups of one day queue on the row lock.
CREATE FUNCTION sign_up_sources_add(p_day date, p_dimension text, p_key text,
                                    p_confirmed integer, p_unconfirmed integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_confirmed = 0 AND p_unconfirmed = 0 THEN
    RETURN;
  END IF;
  INSERT INTO sign_up_sources_daily (day, dimension, key) VALUES (p_day, p_dimension, p_key)
    ON CONFLICT (day, dimension, key) DO NOTHING;
  UPDATE sign_up_sources_daily SET
    confirmed = confirmed + p_confirmed,
    unconfirmed = unconfirmed + p_unconfirmed
  WHERE day = p_day AND dimension = p_dimension AND key = p_key;
END $$;

-- Adds (p_sign 1) or takes away (p_sign -1) one member's four counts.
CREATE FUNCTION sign_up_sources_count(p profiles, p_verified boolean, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p.created_at AT TIME ZONE 'utc')::date;
  v_c integer := p_sign * (p_verified)::integer;
  v_u integer := p_sign * (NOT p_verified)::integer;
BEGIN
  PERFORM sign_up_sources_add(v_day, 'source',
    coalesce(p.utm_source, p.referrer_host,
             CASE WHEN p.landing_path IS NULL THEN 'unknown' ELSE 'direct' END), v_c, v_u);
  PERFORM sign_up_sources_add(v_day, 'campaign',
    coalesce(p.utm_campaign, CASE WHEN p.landing_path IS NULL THEN 'unknown' ELSE '' END),
    v_c, v_u);
  PERFORM sign_up_sources_add(v_day, 'community', coalesce(p.community_id::text, ''), v_c, v_u);
  PERFORM sign_up_sources_add(v_day, 'role', coalesce(p.member_role, ''), v_c, v_u);
END $$;

CREATE FUNCTION profiles_sign_up_sources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_verified boolean;
BEGIN
  SELECT email_verified INTO v_verified FROM users WHERE id = NEW.id;
  v_verified := coalesce(v_verified, false);
  IF TG_OP = 'UPDATE' THEN
    PERFORM sign_up_sources_count(OLD, v_verified, -1);
  END IF;
  PERFORM sign_up_sources_count(NEW, v_verified, 1);
  RETURN NULL;
END $$;

CREATE TRIGGER profiles_sign_up_sources AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_sign_up_sources();
CREATE TRIGGER profiles_sign_up_sources_update
  AFTER UPDATE OF created_at, member_role, community_id, landing_path, referrer_host,
                  utm_source, utm_medium, utm_campaign ON profiles
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.member_role IS DISTINCT FROM NEW.member_role
        OR OLD.community_id IS DISTINCT FROM NEW.community_id
        OR OLD.landing_path IS DISTINCT FROM NEW.landing_path
        OR OLD.referrer_host IS DISTINCT FROM NEW.referrer_host
        OR OLD.utm_source IS DISTINCT FROM NEW.utm_source
        OR OLD.utm_campaign IS DISTINCT FROM NEW.utm_campaign)
  EXECUTE FUNCTION profiles_sign_up_sources();

-- A confirmation (or its reversal) moves the member's counts between the two columns.
CREATE FUNCTION users_sign_up_sources() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_profile profiles;
BEGIN
  SELECT * INTO v_profile FROM profiles WHERE id = NEW.id;
  IF FOUND THEN
    PERFORM sign_up_sources_count(v_profile, OLD.email_verified, -1);
    PERFORM sign_up_sources_count(v_profile, NEW.email_verified, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_sign_up_sources AFTER UPDATE OF email_verified ON users
  FOR EACH ROW WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified)
  EXECUTE FUNCTION users_sign_up_sources();

-- 'Merge into…' (admin): the members move (their counts follow by trigger), then what is
-- left of the merged community's counts (deleted members') joins the target's, and the
-- merged spelling becomes an alias of the target. One statement, one transaction.
CREATE FUNCTION merge_community(p_from uuid, p_into uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_moved integer;
BEGIN
  IF p_from = p_into THEN
    RAISE EXCEPTION 'a community cannot be merged into itself' USING ERRCODE = '22023';
  END IF;
  PERFORM 1 FROM communities WHERE id = p_into AND merged_into IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such community to merge into' USING ERRCODE = '22023';
  END IF;
  PERFORM 1 FROM communities WHERE id = p_from AND merged_into IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such community to merge' USING ERRCODE = '22023';
  END IF;
  UPDATE profiles SET community_id = p_into WHERE community_id = p_from;
  GET DIAGNOSTICS v_moved = ROW_COUNT;
  INSERT INTO sign_up_sources_daily AS s (day, dimension, key, confirmed, unconfirmed)
    SELECT day, 'community', p_into::text, confirmed, unconfirmed FROM sign_up_sources_daily
    WHERE dimension = 'community' AND key = p_from::text
    ON CONFLICT (day, dimension, key) DO UPDATE SET
      confirmed = s.confirmed + excluded.confirmed,
      unconfirmed = s.unconfirmed + excluded.unconfirmed;
  DELETE FROM sign_up_sources_daily WHERE dimension = 'community' AND key = p_from::text;
  UPDATE communities SET merged_into = p_into WHERE id = p_from OR merged_into = p_from;
  RETURN v_moved;
END $$;

-- Members who joined before this migration: unknown source and campaign, no role, no community.
INSERT INTO sign_up_sources_daily (day, dimension, key, confirmed, unconfirmed)
  SELECT (p.created_at AT TIME ZONE 'utc')::date, d.dimension, d.key,
    count(*) FILTER (WHERE u.email_verified), count(*) FILTER (WHERE NOT u.email_verified)
  FROM profiles p JOIN users u ON u.id = p.id
  CROSS JOIN (VALUES ('source', 'unknown'), ('campaign', 'unknown'), ('community', ''),
                     ('role', '')) AS d(dimension, key)
  GROUP BY 1, 2, 3;

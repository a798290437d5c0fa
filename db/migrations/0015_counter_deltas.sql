-- Counters that never deadlock and never queue the site (ADR 200). The per-day counters
-- (growth_daily 0008, sign_up_sources_daily 0012, ab_test_signups 0011) and the rank
-- histogram (points_histogram 0003) were rows that sign-ups, confirmations, voids and
-- deletions all updated: two such transactions locked them in different orders (a sign-up
-- the sources then the day, a confirmation the day then the sources) and PostgreSQL broke
-- the cycle by failing one of them; and every sign-up of a day waited on the same rows.
--
-- Now a change of a counter is an appended delta row, which locks nothing another writer
-- wants. Each counter keeps its name as a view: the rolled-up rows plus the deltas not yet
-- rolled up, summed per key, so a reader sees exactly what the rows say at its snapshot.
-- counters_rollup(), run by the scheduler every minute (app/domain/counters), moves the
-- deltas into the rolled-up rows; only it writes them, so it meets no writer either.
-- PostgreSQL 15 compatible.

-- The rolled-up rows: the old tables, renamed. A delta may be negative, so a rolled-up row
-- is no longer checked alone (the view's sum is what is never negative).
ALTER TABLE growth_daily RENAME TO growth_daily_rollup;
ALTER TABLE growth_daily_rollup
  DROP CONSTRAINT growth_daily_confirmed_check, DROP CONSTRAINT growth_daily_unconfirmed_check,
  DROP CONSTRAINT growth_daily_referred_check, DROP CONSTRAINT growth_daily_joined_check;
ALTER TABLE sign_up_sources_daily RENAME TO sign_up_sources_rollup;
ALTER TABLE sign_up_sources_rollup
  DROP CONSTRAINT sign_up_sources_daily_confirmed_check,
  DROP CONSTRAINT sign_up_sources_daily_unconfirmed_check;
ALTER TABLE ab_test_signups RENAME TO ab_test_signups_rollup;
ALTER TABLE ab_test_signups_rollup
  DROP CONSTRAINT ab_test_signups_signups_check, DROP CONSTRAINT ab_test_signups_confirmed_check;
ALTER TABLE points_histogram RENAME TO points_histogram_rollup;
ALTER TABLE points_histogram_rollup DROP CONSTRAINT points_histogram_members_check;

-- The deltas: no key, no index, nothing to wait for.
CREATE TABLE growth_daily_deltas (
  day date NOT NULL,
  confirmed integer NOT NULL,
  unconfirmed integer NOT NULL,
  referred integer NOT NULL,
  joined integer NOT NULL
);
CREATE TABLE sign_up_sources_deltas (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('source', 'campaign', 'community', 'role')),
  key text NOT NULL,
  confirmed integer NOT NULL,
  unconfirmed integer NOT NULL
);
CREATE TABLE ab_test_signups_deltas (
  test_name text NOT NULL,
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  day date NOT NULL,
  signups integer NOT NULL,
  confirmed integer NOT NULL
);
CREATE TABLE points_histogram_deltas (
  points integer NOT NULL,
  members integer NOT NULL
);

-- The counters under their old names (a filter on the key reaches both halves).
CREATE VIEW growth_daily AS
  SELECT day, sum(confirmed)::integer AS confirmed, sum(unconfirmed)::integer AS unconfirmed,
         sum(referred)::integer AS referred, sum(joined)::integer AS joined
  FROM (SELECT day, confirmed, unconfirmed, referred, joined FROM growth_daily_rollup
        UNION ALL
        SELECT day, confirmed, unconfirmed, referred, joined FROM growth_daily_deltas) c
  GROUP BY day;
CREATE VIEW sign_up_sources_daily AS
  SELECT day, dimension, key, sum(confirmed)::integer AS confirmed,
         sum(unconfirmed)::integer AS unconfirmed
  FROM (SELECT day, dimension, key, confirmed, unconfirmed FROM sign_up_sources_rollup
        UNION ALL
        SELECT day, dimension, key, confirmed, unconfirmed FROM sign_up_sources_deltas) c
  GROUP BY day, dimension, key
  -- A merged community's counts move to the target (merge_community) and leave zeros.
  HAVING sum(confirmed) <> 0 OR sum(unconfirmed) <> 0;
CREATE VIEW ab_test_signups AS
  SELECT test_name, variant, day, sum(signups)::bigint AS signups,
         sum(confirmed)::bigint AS confirmed
  FROM (SELECT test_name, variant, day, signups, confirmed FROM ab_test_signups_rollup
        UNION ALL
        SELECT test_name, variant, day, signups, confirmed FROM ab_test_signups_deltas) c
  GROUP BY test_name, variant, day;
CREATE VIEW points_histogram AS
  SELECT points, sum(members)::integer AS members
  FROM (SELECT points, members FROM points_histogram_rollup
        UNION ALL
        SELECT points, members FROM points_histogram_deltas) c
  GROUP BY points;

-- The writers append ----------------------------------------------------------------------
CREATE OR REPLACE FUNCTION growth_add(p_at timestamptz, p_confirmed integer,
                                      p_unconfirmed integer, p_referred integer,
                                      p_joined integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_confirmed = 0 AND p_unconfirmed = 0 AND p_referred = 0 AND p_joined = 0 THEN
    RETURN;
  END IF;
  INSERT INTO growth_daily_deltas (day, confirmed, unconfirmed, referred, joined)
    VALUES ((p_at AT TIME ZONE 'utc')::date, p_confirmed, p_unconfirmed, p_referred, p_joined);
END $$;

CREATE OR REPLACE FUNCTION sign_up_sources_add(p_day date, p_dimension text, p_key text,
                                               p_confirmed integer, p_unconfirmed integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_confirmed = 0 AND p_unconfirmed = 0 THEN
    RETURN;
  END IF;
  INSERT INTO sign_up_sources_deltas (day, dimension, key, confirmed, unconfirmed)
    VALUES (p_day, p_dimension, p_key, p_confirmed, p_unconfirmed);
END $$;

-- The order of the two halves of a move no longer matters: nothing is locked.
CREATE OR REPLACE FUNCTION points_histogram_add(p_points integer, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_histogram_deltas (points, members) VALUES (p_points, p_delta);
END $$;

CREATE OR REPLACE FUNCTION ab_test_signup_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  verified boolean;
BEGIN
  IF NEW.hero_variant IS NULL OR (TG_OP = 'UPDATE' AND OLD.hero_variant IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  SELECT email_verified INTO verified FROM users WHERE id = NEW.id;
  INSERT INTO ab_test_signups_deltas (test_name, variant, day, signups, confirmed)
    VALUES (NEW.hero_test, NEW.hero_variant, (NEW.created_at AT TIME ZONE 'utc')::date, 1,
            coalesce(verified, false)::integer);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ab_test_confirmation_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified AND NOT OLD.email_verified THEN
    INSERT INTO ab_test_signups_deltas (test_name, variant, day, signups, confirmed)
      SELECT p.hero_test, p.hero_variant, (p.created_at AT TIME ZONE 'utc')::date, 0, 1
      FROM profiles p WHERE p.id = NEW.id AND p.hero_variant IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;

-- A merge moves what is left of the merged community's counts (deleted members') by two
-- deltas per day: minus from the merged key, plus to the target.
CREATE OR REPLACE FUNCTION merge_community(p_from uuid, p_into uuid) RETURNS integer
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
  INSERT INTO sign_up_sources_deltas (day, dimension, key, confirmed, unconfirmed)
    SELECT s.day, 'community', k.key, k.sign * s.confirmed, k.sign * s.unconfirmed
    FROM sign_up_sources_daily s
      CROSS JOIN (VALUES (p_into::text, 1), (p_from::text, -1)) AS k(key, sign)
    WHERE s.dimension = 'community' AND s.key = p_from::text;
  UPDATE communities SET merged_into = p_into WHERE id = p_from OR merged_into = p_from;
  RETURN v_moved;
END $$;

-- A TRUNCATE of users or referrals (tests, purges) counts growth again from the rows.
CREATE OR REPLACE FUNCTION growth_daily_fill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM growth_daily_deltas;
  DELETE FROM growth_daily_rollup;
  INSERT INTO growth_daily_rollup (day, confirmed, unconfirmed, referred, joined)
    SELECT day, sum(confirmed), sum(unconfirmed), sum(referred), sum(joined) FROM (
      SELECT (created_at AT TIME ZONE 'utc')::date AS day,
        count(*) FILTER (WHERE email_verified) AS confirmed,
        count(*) FILTER (WHERE NOT email_verified) AS unconfirmed,
        count(*) FILTER (WHERE referrer_id IS NOT NULL) AS referred,
        0 AS joined
      FROM users GROUP BY 1
      UNION ALL
      SELECT (joined_at AT TIME ZONE 'utc')::date, 0, 0, 0, count(*)
      FROM referrals WHERE status = 'joined' AND joined_at IS NOT NULL GROUP BY 1
    ) s GROUP BY day;
END $$;

-- The roll-up ------------------------------------------------------------------------------
-- Moves every delta it can see into the rolled-up rows, in one transaction (a reader sees
-- the counts before or after it, the same either way). Returns the deltas moved.
CREATE FUNCTION counters_rollup() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_total integer := 0;
  v_n integer;
BEGIN
  WITH moved AS (DELETE FROM growth_daily_deltas RETURNING *),
    summed AS (SELECT day, sum(confirmed) AS c, sum(unconfirmed) AS u, sum(referred) AS r,
                      sum(joined) AS j, count(*) AS n FROM moved GROUP BY day),
    up AS (INSERT INTO growth_daily_rollup AS g (day, confirmed, unconfirmed, referred, joined)
             SELECT day, c, u, r, j FROM summed
           ON CONFLICT (day) DO UPDATE SET confirmed = g.confirmed + excluded.confirmed,
             unconfirmed = g.unconfirmed + excluded.unconfirmed,
             referred = g.referred + excluded.referred, joined = g.joined + excluded.joined)
  SELECT coalesce(sum(n), 0) INTO v_n FROM summed;
  v_total := v_total + v_n;

  WITH moved AS (DELETE FROM sign_up_sources_deltas RETURNING *),
    summed AS (SELECT day, dimension, key, sum(confirmed) AS c, sum(unconfirmed) AS u,
                      count(*) AS n FROM moved GROUP BY day, dimension, key),
    up AS (INSERT INTO sign_up_sources_rollup AS s (day, dimension, key, confirmed, unconfirmed)
             SELECT day, dimension, key, c, u FROM summed
           ON CONFLICT (day, dimension, key) DO UPDATE SET
             confirmed = s.confirmed + excluded.confirmed,
             unconfirmed = s.unconfirmed + excluded.unconfirmed)
  SELECT coalesce(sum(n), 0) INTO v_n FROM summed;
  v_total := v_total + v_n;
  DELETE FROM sign_up_sources_rollup WHERE confirmed = 0 AND unconfirmed = 0;

  WITH moved AS (DELETE FROM ab_test_signups_deltas RETURNING *),
    summed AS (SELECT test_name, variant, day, sum(signups) AS s, sum(confirmed) AS c,
                      count(*) AS n FROM moved GROUP BY test_name, variant, day),
    up AS (INSERT INTO ab_test_signups_rollup AS a (test_name, variant, day, signups, confirmed)
             SELECT test_name, variant, day, s, c FROM summed
           ON CONFLICT (test_name, day, variant) DO UPDATE SET
             signups = a.signups + excluded.signups, confirmed = a.confirmed + excluded.confirmed)
  SELECT coalesce(sum(n), 0) INTO v_n FROM summed;
  v_total := v_total + v_n;

  WITH moved AS (DELETE FROM points_histogram_deltas RETURNING *),
    summed AS (SELECT points, sum(members) AS m, count(*) AS n FROM moved GROUP BY points),
    up AS (INSERT INTO points_histogram_rollup AS h (points, members)
             SELECT points, m FROM summed
           ON CONFLICT (points) DO UPDATE SET members = h.members + excluded.members)
  SELECT coalesce(sum(n), 0) INTO v_n FROM summed;
  v_total := v_total + v_n;
  DELETE FROM points_histogram_rollup WHERE members = 0;
  RETURN v_total;
END $$;

-- Written to as tables (tests and operators' SQL): an insert adds to the rolled-up rows, a
-- delete takes the key's rows and deltas away.
CREATE FUNCTION counter_view_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'growth_daily' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO growth_daily_deltas VALUES (NEW.day, coalesce(NEW.confirmed, 0),
        coalesce(NEW.unconfirmed, 0), coalesce(NEW.referred, 0), coalesce(NEW.joined, 0));
    ELSE
      DELETE FROM growth_daily_rollup WHERE day = OLD.day;
      DELETE FROM growth_daily_deltas WHERE day = OLD.day;
    END IF;
  ELSIF TG_TABLE_NAME = 'sign_up_sources_daily' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO sign_up_sources_deltas VALUES (NEW.day, NEW.dimension, NEW.key,
        coalesce(NEW.confirmed, 0), coalesce(NEW.unconfirmed, 0));
    ELSE
      DELETE FROM sign_up_sources_rollup
        WHERE day = OLD.day AND dimension = OLD.dimension AND key = OLD.key;
      DELETE FROM sign_up_sources_deltas
        WHERE day = OLD.day AND dimension = OLD.dimension AND key = OLD.key;
    END IF;
  ELSIF TG_TABLE_NAME = 'ab_test_signups' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO ab_test_signups_deltas VALUES (NEW.test_name, NEW.variant, NEW.day,
        coalesce(NEW.signups, 0), coalesce(NEW.confirmed, 0));
    ELSE
      DELETE FROM ab_test_signups_rollup
        WHERE test_name = OLD.test_name AND variant = OLD.variant AND day = OLD.day;
      DELETE FROM ab_test_signups_deltas
        WHERE test_name = OLD.test_name AND variant = OLD.variant AND day = OLD.day;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO points_histogram_deltas VALUES (NEW.points, coalesce(NEW.members, 0));
    ELSE
      DELETE FROM points_histogram_rollup WHERE points = OLD.points;
      DELETE FROM points_histogram_deltas WHERE points = OLD.points;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER growth_daily_write INSTEAD OF INSERT OR DELETE ON growth_daily
  FOR EACH ROW EXECUTE FUNCTION counter_view_write();
CREATE TRIGGER sign_up_sources_daily_write INSTEAD OF INSERT OR DELETE ON sign_up_sources_daily
  FOR EACH ROW EXECUTE FUNCTION counter_view_write();
CREATE TRIGGER ab_test_signups_write INSTEAD OF INSERT OR DELETE ON ab_test_signups
  FOR EACH ROW EXECUTE FUNCTION counter_view_write();
CREATE TRIGGER points_histogram_write INSTEAD OF INSERT OR DELETE ON points_histogram
  FOR EACH ROW EXECUTE FUNCTION counter_view_write();

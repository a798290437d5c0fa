-- Growth at a glance in O(days) (issue 16, ADR 162): per-UTC-day counters of sign-ups
-- (confirmed or not, through a referral or not) and joined referrals, and per-day A/B counts,
-- kept by triggers like the A/B totals of 0002. The admin Overview and the A/B Tests tab read
-- at most 90 rows instead of every member or event of the period. PostgreSQL 15 compatible.
--
-- What a counter holds is what a query over the current rows would say: a member counts on the
-- day of users.created_at while the account exists (confirmed once email_verified, referred while
-- referrer_id is set); a referral counts on the day of joined_at while its status is 'joined'.
-- So a deletion, a void, a confirmation or a referrer's deletion moves the counters with it.

-- Sign-ups and joined referrals ------------------------------------------------------------
CREATE TABLE growth_daily (
  day date PRIMARY KEY,
  confirmed integer NOT NULL DEFAULT 0 CHECK (confirmed >= 0),
  unconfirmed integer NOT NULL DEFAULT 0 CHECK (unconfirmed >= 0),
  referred integer NOT NULL DEFAULT 0 CHECK (referred >= 0),
  joined integer NOT NULL DEFAULT 0 CHECK (joined >= 0)
);

-- The row is created empty first, then updated: an UPDATE takes the row lock, so concurrent
-- sign-ups of one day queue instead of losing counts, and a negative delta never meets the
-- CHECK on a row that does not exist yet.
CREATE FUNCTION growth_add(p_at timestamptz, p_confirmed integer, p_unconfirmed integer,
                           p_referred integer, p_joined integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_at AT TIME ZONE 'utc')::date;
BEGIN
  IF p_confirmed = 0 AND p_unconfirmed = 0 AND p_referred = 0 AND p_joined = 0 THEN
    RETURN;
  END IF;
  INSERT INTO growth_daily (day) VALUES (v_day) ON CONFLICT (day) DO NOTHING;
  UPDATE growth_daily SET
    confirmed = confirmed + p_confirmed,
    unconfirmed = unconfirmed + p_unconfirmed,
    referred = referred + p_referred,
    joined = joined + p_joined
  WHERE day = v_day;
END $$;

CREATE FUNCTION users_growth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM growth_add(OLD.created_at,
      -(OLD.email_verified)::integer, -(NOT OLD.email_verified)::integer,
      -(OLD.referrer_id IS NOT NULL)::integer, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM growth_add(NEW.created_at,
      (NEW.email_verified)::integer, (NOT NEW.email_verified)::integer,
      (NEW.referrer_id IS NOT NULL)::integer, 0);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_growth AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_growth();
CREATE TRIGGER users_growth_update AFTER UPDATE OF created_at, email_verified, referrer_id ON users
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
        OR OLD.referrer_id IS DISTINCT FROM NEW.referrer_id)
  EXECUTE FUNCTION users_growth();

CREATE FUNCTION referrals_growth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'joined' AND OLD.joined_at IS NOT NULL THEN
    PERFORM growth_add(OLD.joined_at, 0, 0, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'joined' AND NEW.joined_at IS NOT NULL THEN
    PERFORM growth_add(NEW.joined_at, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER referrals_growth AFTER INSERT OR DELETE ON referrals
  FOR EACH ROW EXECUTE FUNCTION referrals_growth();
CREATE TRIGGER referrals_growth_update AFTER UPDATE OF status, joined_at ON referrals
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.joined_at IS DISTINCT FROM NEW.joined_at)
  EXECUTE FUNCTION referrals_growth();

-- A TRUNCATE (tests, purges) starts the counters again from the rows.
CREATE FUNCTION growth_daily_fill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM growth_daily;
  INSERT INTO growth_daily (day, confirmed, unconfirmed, referred, joined)
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

CREATE FUNCTION growth_daily_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM growth_daily_fill();
  RETURN NULL;
END $$;

CREATE TRIGGER users_growth_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION growth_daily_rebuild();
CREATE TRIGGER referrals_growth_truncated AFTER TRUNCATE ON referrals
  FOR EACH STATEMENT EXECUTE FUNCTION growth_daily_rebuild();

-- The period's top referrers: joined referrals by joined_at, without touching the others.
CREATE INDEX referrals_joined_at_idx ON referrals (joined_at, referrer_id) WHERE status = 'joined';

-- A/B events per day -------------------------------------------------------------------
CREATE TABLE ab_test_daily (
  test_name text NOT NULL,
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  day date NOT NULL,
  page_views bigint NOT NULL DEFAULT 0 CHECK (page_views >= 0),
  primary_clicks bigint NOT NULL DEFAULT 0 CHECK (primary_clicks >= 0),
  PRIMARY KEY (test_name, day, variant)
);

CREATE FUNCTION ab_test_daily_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.event_type NOT IN ('page_view', 'click_primary_cta') THEN
    RETURN NULL;
  END IF;
  INSERT INTO ab_test_daily (test_name, variant, day, page_views, primary_clicks)
    VALUES (NEW.test_name, NEW.variant, (NEW."timestamp" AT TIME ZONE 'utc')::date,
            (NEW.event_type = 'page_view')::integer, (NEW.event_type = 'click_primary_cta')::integer)
    ON CONFLICT (test_name, day, variant) DO UPDATE SET
      page_views = ab_test_daily.page_views + excluded.page_views,
      primary_clicks = ab_test_daily.primary_clicks + excluded.primary_clicks;
  RETURN NULL;
END $$;

CREATE FUNCTION ab_test_daily_fill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ab_test_daily;
  INSERT INTO ab_test_daily (test_name, variant, day, page_views, primary_clicks)
    SELECT test_name, variant, ("timestamp" AT TIME ZONE 'utc')::date,
      count(*) FILTER (WHERE event_type = 'page_view'),
      count(*) FILTER (WHERE event_type = 'click_primary_cta')
    FROM ab_test_events GROUP BY 1, 2, 3;
END $$;

CREATE FUNCTION ab_test_daily_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ab_test_daily_fill();
  RETURN NULL;
END $$;

CREATE TRIGGER ab_test_daily_counted AFTER INSERT ON ab_test_events
  FOR EACH ROW EXECUTE FUNCTION ab_test_daily_counted();
CREATE TRIGGER ab_test_daily_deleted AFTER DELETE ON ab_test_events
  FOR EACH STATEMENT EXECUTE FUNCTION ab_test_daily_rebuild();
CREATE TRIGGER ab_test_daily_truncated AFTER TRUNCATE ON ab_test_events
  FOR EACH STATEMENT EXECUTE FUNCTION ab_test_daily_rebuild();

-- Rows written before this migration.
SELECT growth_daily_fill();
SELECT ab_test_daily_fill();

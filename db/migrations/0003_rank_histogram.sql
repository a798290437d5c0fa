-- Rank lookups in constant time (docs/architecture.md budget: rank at 100,000 members within
-- 3x of 1,000). Rank = 1 + the number of profiles with more points; counting them on the
-- profiles index grows with the table. points_histogram holds how many profiles have
-- each points total (a few hundred distinct values at most), kept in the same
-- transaction as every change of points_total, so a rank is a sum over a tiny table.

CREATE TABLE points_histogram (
  points integer PRIMARY KEY,
  members integer NOT NULL CHECK (members >= 0)
);

INSERT INTO points_histogram (points, members)
  SELECT points_total, count(*) FROM profiles GROUP BY points_total;

-- +1 upserts the bucket; -1 updates it (a proposed row with -1 would fail the CHECK
-- before ON CONFLICT is considered).
CREATE FUNCTION points_histogram_add(p_points integer, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO points_histogram (points, members) VALUES (p_points, p_delta)
    ON CONFLICT (points) DO UPDATE SET members = points_histogram.members + EXCLUDED.members;
  ELSE
    UPDATE points_histogram SET members = members + p_delta WHERE points = p_points;
  END IF;
END $$;

-- BEFORE triggers: they run at once, in the order the points change (AFTER row triggers
-- of statements nested in other triggers are deferred, which would decrement a bucket
-- before its increment). Rows are always locked in ascending points order, so
-- concurrent moves cannot deadlock.
CREATE FUNCTION profiles_points_histogram() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM points_histogram_add(NEW.points_total, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM points_histogram_add(OLD.points_total, -1);
  ELSIF NEW.points_total > OLD.points_total THEN
    PERFORM points_histogram_add(OLD.points_total, -1);
    PERFORM points_histogram_add(NEW.points_total, 1);
  ELSIF NEW.points_total < OLD.points_total THEN
    PERFORM points_histogram_add(NEW.points_total, 1);
    PERFORM points_histogram_add(OLD.points_total, -1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER profiles_points_histogram
  BEFORE INSERT OR DELETE OR UPDATE OF points_total ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_points_histogram();

-- The number of profiles with more than p_points points.
CREATE FUNCTION count_profiles_above(p_points integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(sum(members), 0)::integer FROM points_histogram WHERE points > p_points
$$;

CREATE OR REPLACE FUNCTION get_user_rank(user_id text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT 1 + count_profiles_above(p.points_total) FROM profiles p WHERE p.id = get_user_rank.user_id),
    0)
$$;

-- Deep leaderboard pages among many tied members (issue 39, ADR 217). The histogram
-- (points_histogram, 0003/0015) says which points bucket holds a page; inside a bucket the
-- order is the join time, and a page in the middle of a large group of ties (every member
-- at the join award's points) walked up to half the group to reach it. This counts the
-- ranked members per points total and hour of joining (UTC), the same way as the histogram:
-- appended deltas (nothing locked), rolled up by points_hours_rollup() beside
-- counters_rollup(). A page then walks at most the members of one hour with its points.
-- PostgreSQL 15 compatible.

CREATE TABLE points_hours_rollup (
  points integer NOT NULL,
  -- The hour of joining, UTC (date_trunc of created_at at time zone 'utc').
  hour timestamp without time zone NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (points, hour)
);
CREATE TABLE points_hours_deltas (
  points integer NOT NULL,
  hour timestamp without time zone NOT NULL,
  members integer NOT NULL
);
CREATE VIEW points_hours AS
  SELECT points, hour, sum(members)::integer AS members
  FROM (SELECT points, hour, members FROM points_hours_rollup
        UNION ALL
        SELECT points, hour, members FROM points_hours_deltas) c
  GROUP BY points, hour;

INSERT INTO points_hours_rollup (points, hour, members)
  SELECT points_total, date_trunc('hour', created_at AT TIME ZONE 'utc'), count(*)
  FROM profiles WHERE suspended_at IS NULL GROUP BY 1, 2;

-- The histogram's trigger keeps both counts; a move between hours (a changed join time, which
-- only an operator's SQL makes) moves the member between the hours' counts.
CREATE OR REPLACE FUNCTION profiles_points_histogram() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old boolean := TG_OP <> 'INSERT' AND OLD.suspended_at IS NULL;
  v_new boolean := TG_OP <> 'DELETE' AND NEW.suspended_at IS NULL;
  v_old_hour timestamp := CASE WHEN TG_OP <> 'INSERT'
    THEN date_trunc('hour', OLD.created_at AT TIME ZONE 'utc') END;
  v_new_hour timestamp := CASE WHEN TG_OP <> 'DELETE'
    THEN date_trunc('hour', NEW.created_at AT TIME ZONE 'utc') END;
BEGIN
  IF v_old AND v_new THEN
    IF NEW.points_total <> OLD.points_total THEN
      PERFORM points_histogram_add(OLD.points_total, -1);
      PERFORM points_histogram_add(NEW.points_total, 1);
    END IF;
    IF NEW.points_total <> OLD.points_total OR v_new_hour <> v_old_hour THEN
      INSERT INTO points_hours_deltas (points, hour, members)
        VALUES (OLD.points_total, v_old_hour, -1), (NEW.points_total, v_new_hour, 1);
    END IF;
  ELSIF v_old THEN
    PERFORM points_histogram_add(OLD.points_total, -1);
    INSERT INTO points_hours_deltas (points, hour, members)
      VALUES (OLD.points_total, v_old_hour, -1);
  ELSIF v_new THEN
    PERFORM points_histogram_add(NEW.points_total, 1);
    INSERT INTO points_hours_deltas (points, hour, members)
      VALUES (NEW.points_total, v_new_hour, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER profiles_points_histogram ON profiles;
CREATE TRIGGER profiles_points_histogram
  BEFORE INSERT OR DELETE OR UPDATE OF points_total, suspended_at, created_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_points_histogram();

-- Folds the deltas into the rolled-up rows (the counter-rollup job, every minute).
CREATE FUNCTION points_hours_rollup() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_n bigint;
BEGIN
  WITH moved AS (DELETE FROM points_hours_deltas RETURNING *),
    summed AS (SELECT points, hour, sum(members) AS m, count(*) AS n
               FROM moved GROUP BY points, hour),
    up AS (INSERT INTO points_hours_rollup AS h (points, hour, members)
             SELECT points, hour, m FROM summed
           ON CONFLICT (points, hour) DO UPDATE SET members = h.members + excluded.members)
  SELECT coalesce(sum(n), 0) INTO v_n FROM summed;
  DELETE FROM points_hours_rollup WHERE members = 0;
  RETURN v_n;
END $$;

-- The hero test judged on sign-ups, and a way to end it (issue 31, ADR 186).
--
-- A run of the test is a name: the events, counters and sign-ups of a run carry its
-- test_name ('hero-messaging' for the first, 'hero-messaging#2' for the next), so a stopped
-- run's figures stay as they were and an earlier run stays readable beside the current one.
CREATE TABLE ab_test_runs (
  test_name text PRIMARY KEY,
  experiment text NOT NULL,
  run integer NOT NULL CHECK (run >= 1),
  started_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  shown_variant text CHECK (shown_variant IN ('A', 'B')),
  stop_reason text CHECK (length(btrim(stop_reason)) BETWEEN 1 AND 500),
  UNIQUE (experiment, run),
  CHECK ((stopped_at IS NULL) = (shown_variant IS NULL)),
  CHECK ((stopped_at IS NULL) = (stop_reason IS NULL))
);
-- At most one run of an experiment collects figures at a time.
CREATE UNIQUE INDEX ab_test_runs_one_running ON ab_test_runs (experiment) WHERE stopped_at IS NULL;

INSERT INTO ab_test_runs (test_name, experiment, run, started_at)
  SELECT 'hero-messaging', 'hero-messaging', 1,
    coalesce((SELECT min("timestamp") FROM ab_test_events WHERE test_name = 'hero-messaging'), now());

-- The run and variant a member saw when they joined (only with measurement consent).
ALTER TABLE profiles
  ADD COLUMN hero_test text REFERENCES ab_test_runs(test_name),
  ADD COLUMN hero_variant text CHECK (hero_variant IN ('A', 'B')),
  ADD CONSTRAINT profiles_hero_pair CHECK ((hero_test IS NULL) = (hero_variant IS NULL));

-- Sign-ups per run and variant, and per UTC day: counts only, kept by triggers, so they stay
-- when a member deletes their account and the A/B tab never scans the members.
CREATE TABLE ab_test_signups (
  test_name text NOT NULL REFERENCES ab_test_runs(test_name),
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  day date NOT NULL,
  signups bigint NOT NULL DEFAULT 0 CHECK (signups >= 0),
  confirmed bigint NOT NULL DEFAULT 0 CHECK (confirmed >= 0),
  PRIMARY KEY (test_name, day, variant)
);

CREATE FUNCTION ab_test_signup_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  verified boolean;
BEGIN
  IF NEW.hero_variant IS NULL OR (TG_OP = 'UPDATE' AND OLD.hero_variant IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  SELECT email_verified INTO verified FROM users WHERE id = NEW.id;
  INSERT INTO ab_test_signups (test_name, variant, day, signups, confirmed)
    VALUES (NEW.hero_test, NEW.hero_variant, (NEW.created_at AT TIME ZONE 'utc')::date, 1,
            coalesce(verified, false)::integer)
    ON CONFLICT (test_name, day, variant) DO UPDATE SET
      signups = ab_test_signups.signups + 1,
      confirmed = ab_test_signups.confirmed + excluded.confirmed;
  RETURN NULL;
END $$;

CREATE TRIGGER ab_test_signup_counted AFTER INSERT OR UPDATE OF hero_variant ON profiles
  FOR EACH ROW EXECUTE FUNCTION ab_test_signup_counted();

-- A confirmation counts on the day of the sign-up it confirms.
CREATE FUNCTION ab_test_confirmation_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified AND NOT OLD.email_verified THEN
    UPDATE ab_test_signups s SET confirmed = s.confirmed + 1
      FROM profiles p
      WHERE p.id = NEW.id AND p.hero_variant IS NOT NULL AND s.test_name = p.hero_test
        AND s.variant = p.hero_variant AND s.day = (p.created_at AT TIME ZONE 'utc')::date;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ab_test_confirmation_counted AFTER UPDATE OF email_verified ON users
  FOR EACH ROW EXECUTE FUNCTION ab_test_confirmation_counted();

-- Quiz funnels (issue 31): anonymous per-day counts of the two quizzes' steps, only with
-- measurement consent. No answers, nothing about the person: a step name and a count.
-- Steps: 'started', 'finished', 'disqualified', 'band:<id>' and 'cta:<id>' (the server
-- accepts only the ids of app/content's bands and calls to action).
CREATE TABLE quiz_funnel_daily (
  quiz text NOT NULL CHECK (quiz IN ('founder', 'staker')),
  day date NOT NULL,
  step text NOT NULL CHECK (step ~ '^(started|finished|disqualified|band:[a-z0-9-]{1,40}|cta:[a-z0-9-]{1,40})$'),
  count bigint NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (quiz, day, step)
);

-- A founder's quiz result carried into their application (/founder-signup?quiz=founder&…).
ALTER TABLE form_submissions ADD COLUMN quiz_result text CHECK (length(quiz_result) <= 100);

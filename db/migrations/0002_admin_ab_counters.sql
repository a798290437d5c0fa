-- A/B results in O(1) (issue 6, ADR 061): per-variant event counts and unique visitors are kept
-- up to date by triggers on ab_test_events, so the admin tab never scans a million events.
-- Inserts update the counters row by row; a DELETE or TRUNCATE statement (rare: purges, tests)
-- rebuilds them from the events.

CREATE TABLE ab_test_counters (
  test_name text NOT NULL,
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  metric text NOT NULL CHECK (metric IN ('page_view', 'click_primary_cta', 'click_secondary_cta', 'visitors')),
  value bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
  PRIMARY KEY (test_name, variant, metric)
);

CREATE TABLE ab_test_visitors (
  test_name text NOT NULL,
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  visitor_id text NOT NULL,
  PRIMARY KEY (test_name, variant, visitor_id)
);

CREATE FUNCTION ab_test_events_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_new integer;
BEGIN
  INSERT INTO ab_test_counters (test_name, variant, metric, value)
    VALUES (NEW.test_name, NEW.variant, NEW.event_type, 1)
    ON CONFLICT (test_name, variant, metric) DO UPDATE SET value = ab_test_counters.value + 1;
  INSERT INTO ab_test_visitors (test_name, variant, visitor_id)
    VALUES (NEW.test_name, NEW.variant, NEW.visitor_id)
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_new = ROW_COUNT;
  IF v_new > 0 THEN
    INSERT INTO ab_test_counters (test_name, variant, metric, value)
      VALUES (NEW.test_name, NEW.variant, 'visitors', 1)
      ON CONFLICT (test_name, variant, metric) DO UPDATE SET value = ab_test_counters.value + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION ab_test_counters_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

CREATE TRIGGER ab_test_events_counted AFTER INSERT ON ab_test_events
  FOR EACH ROW EXECUTE FUNCTION ab_test_events_counted();
CREATE TRIGGER ab_test_events_deleted AFTER DELETE ON ab_test_events
  FOR EACH STATEMENT EXECUTE FUNCTION ab_test_counters_rebuild();
CREATE TRIGGER ab_test_events_truncated AFTER TRUNCATE ON ab_test_events
  FOR EACH STATEMENT EXECUTE FUNCTION ab_test_counters_rebuild();

-- Events recorded before this migration.
INSERT INTO ab_test_visitors (test_name, variant, visitor_id)
  SELECT DISTINCT test_name, variant, visitor_id FROM ab_test_events;
INSERT INTO ab_test_counters (test_name, variant, metric, value)
  SELECT test_name, variant, event_type, count(*) FROM ab_test_events GROUP BY test_name, variant, event_type
  UNION ALL
  SELECT test_name, variant, 'visitors', count(*) FROM ab_test_visitors GROUP BY test_name, variant;

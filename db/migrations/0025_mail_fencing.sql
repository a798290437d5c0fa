-- Mail that is never doubled, never lost, and never suppresses the innocent (issue 45, ADR 224).
-- PostgreSQL 15 compatible.

-- Fencing: every claim of an outbox row or a broadcast recipient gets a fresh token, and every
-- completion is `where … and lease_token = <the token it claimed with>`, so an instance that
-- finishes after its lease ran out (and another instance took the row) changes nothing.
ALTER TABLE outbox ADD COLUMN lease_token uuid;
ALTER TABLE broadcast_recipients ADD COLUMN lease_token uuid;

-- A dead letter: a message given up after too many attempts (temporary failures, or claims
-- whose instance died mid-send: a poison message) keeps its content so that an operator can
-- see it and send it again ('dead' -> 'queued'). 'failed' stays the recipient's own permanent
-- refusal, whose message is dropped.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('queued', 'sent', 'failed', 'dead'));
ALTER TABLE outbox DROP CONSTRAINT outbox_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_check
  CHECK (status IN ('queued', 'dead') OR message IS NULL);
CREATE INDEX outbox_dead_idx ON outbox (created_at) WHERE status = 'dead';

-- The mail relay's health, one row shared by every instance: a failure that is the relay's
-- (a 4xx, a 5xx at AUTH, MAIL FROM or DATA, a timeout, a refused connection) pauses the
-- broadcast lane until `paused_until`; then one message probes it, and the first success
-- clears the row (the lane resumes by itself). Never an address or a reply's text.
CREATE TABLE mail_relay (
  id integer PRIMARY KEY CHECK (id = 1),
  failing_since timestamptz,
  paused_until timestamptz,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_error text CHECK (length(last_error) <= 200),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO mail_relay (id) VALUES (1);

-- 'Resume' starts a new window for the self-pause on bounces: only failures after it count.
ALTER TABLE broadcasts ADD COLUMN resumed_at timestamptz;

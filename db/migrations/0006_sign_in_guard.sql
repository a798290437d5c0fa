-- Issue 18 (ADR 180): failed sign-ins per account and per account + client network, and an
-- expiry on every rate-limit row so old rows can be deleted instead of piling up.
-- Keys are keyed hashes of the normalised address (never the address itself).

CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  window_started_at bigint NOT NULL,
  locked_until bigint,
  expires_at bigint NOT NULL
);
CREATE INDEX sign_in_failures_expires_at ON sign_in_failures (expires_at);

ALTER TABLE rate_limits ADD COLUMN expires_at bigint;
UPDATE rate_limits SET expires_at = last_request + 86400000;
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);

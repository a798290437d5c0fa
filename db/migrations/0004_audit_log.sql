-- Audit log (issue 16, docs/architecture.md D15): every admin action, the CLI's role
-- changes, exports and account deletions. Append-only: a trigger refuses UPDATE, DELETE and
-- TRUNCATE, so a row once written stays as written. It never holds a person's e-mail or name:
-- the actor is a kind ('admin', 'member', 'cli', 'system') plus the acting user's opaque id
-- (the page shows the admin's e-mail by joining users, so a deleted admin reads as deleted),
-- and targets are ids ('user:<id>', 'article:<uuid>', 'form:<name>'). See ADR 160.

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL CHECK (actor IN ('admin', 'member', 'cli', 'system')),
  actor_id text CHECK (actor_id IS NULL OR length(actor_id) <= 64),
  action text NOT NULL CHECK (action ~ '^[a-z][a-z0-9_.-]*$' AND length(action) <= 64),
  target text CHECK (target IS NULL OR (length(target) <= 200 AND position('@' in target) = 0)),
  details jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(details) = 'object')
);
CREATE INDEX audit_log_time_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

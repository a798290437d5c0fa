-- An Arena's line (ADR 221): an admin may leave a member out of one Arena's line, with a
-- reason (audited as 'arena.leave-out'); the line skips them from then on. The row goes with
-- the Arena or the account.
CREATE TABLE arena_exclusions (
  arena_id uuid NOT NULL REFERENCES arenas(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (arena_id, user_id)
);
CREATE INDEX arena_exclusions_user_idx ON arena_exclusions (user_id);

-- A broadcast's audience is frozen by the outbox worker, not inside the admin's request
-- (ADR 219): 'Send Now' marks it 'sending' with the count the admin confirmed, and the
-- worker of one instance writes its recipient rows in its own transaction, then sets
-- frozen_at. At a million members the freeze takes about a minute, longer than a proxy
-- waits for an answer. A broadcast started before this migration was frozen when it started.
-- PostgreSQL 15 compatible.

ALTER TABLE broadcasts ADD COLUMN frozen_at timestamp with time zone;
UPDATE broadcasts SET frozen_at = started_at WHERE started_at IS NOT NULL;
CREATE INDEX broadcasts_unfrozen_idx ON broadcasts (started_at)
  WHERE frozen_at IS NULL AND status IN ('sending', 'paused');

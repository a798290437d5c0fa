-- Broadcasts (issue 38, ADRs 212–214): the operator's e-mail to the list 'Programme news'.
-- A broadcast is composed as a draft, then sent (or scheduled): sending freezes its audience
-- in one transaction, a row per recipient, which the outbox worker of every instance claims in
-- small batches (FOR UPDATE SKIP LOCKED, a lease) at a shared rate (BROADCAST_RATE).

-- The third list, on by default: members joined to hear when and where they can get in.
ALTER TABLE mail_preferences ADD COLUMN programme_news boolean NOT NULL DEFAULT true;

-- An address that answered a permanent failure (an SMTP 5xx, a provider's bounce) or whose
-- owner complained: no list e-mail goes to it until the member changes their address (the
-- trigger below) or an admin clears it. Account mails (confirmation, reset, notices) still go.
CREATE TABLE mail_suppressions (
  user_id text PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('bounce', 'complaint')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION users_clear_suppression() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mail_suppressions WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_clear_suppression AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION users_clear_suppression();

CREATE TABLE broadcasts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 150),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 20000),
  -- Who gets it: every member, a community (its id), a role, or an Arena's seat holders (its id).
  audience_kind text NOT NULL DEFAULT 'all'
    CHECK (audience_kind IN ('all', 'community', 'role', 'arena')),
  audience_value text CHECK (length(audience_value) <= 100),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')),
  scheduled_at timestamptz,
  -- Why a broadcast paused itself ('failures'); null when an admin paused it.
  paused_reason text CHECK (length(paused_reason) <= 60),
  recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK (status <> 'scheduled' OR scheduled_at IS NOT NULL)
);
CREATE INDEX broadcasts_created_idx ON broadcasts (created_at DESC);
CREATE INDEX broadcasts_due_idx ON broadcasts (scheduled_at) WHERE status = 'scheduled';

-- One row per recipient, frozen when the broadcast starts; the address is read when the
-- message is handed to the mail server (never stored here).
CREATE TABLE broadcast_recipients (
  broadcast_id uuid NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set when an instance claims the row (the shared rate counts these) and its lease.
  claimed_at timestamptz,
  lease_until timestamptz,
  leased_by text CHECK (length(leased_by) <= 200),
  -- The SMTP reply code or error code of the last failure; never the text or the address.
  last_error text CHECK (length(last_error) <= 200),
  -- Order of completion: the first 200 decide whether a broadcast pauses itself.
  done_at timestamptz,
  PRIMARY KEY (broadcast_id, user_id)
);
CREATE INDEX broadcast_recipients_due_idx ON broadcast_recipients (broadcast_id, next_attempt_at)
  WHERE state IN ('queued', 'sending');
CREATE INDEX broadcast_recipients_claimed_idx ON broadcast_recipients (claimed_at)
  WHERE claimed_at IS NOT NULL;
CREATE INDEX broadcast_recipients_user_idx ON broadcast_recipients (user_id);

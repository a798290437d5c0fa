-- One durable outbox for e-mail (docs/architecture.md D24, ADR 208). A message is a row,
-- written before the request that causes it answers (in the transaction of the change where
-- there is one); a worker on every instance claims due rows with FOR UPDATE SKIP LOCKED and a
-- lease, sends them, and records the outcome. A crash or a restart never loses a message; N
-- instances never send one twice, except a message in flight when its instance died (its
-- lease runs out and another instance sends it).
-- `message` (recipient, subject, text, HTML, headers) holds the links and tokens of the
-- e-mail: it is dropped (set to null) as soon as the row is sent or has failed for good.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  message jsonb,
  -- A message that must go at most once (a member e-mail's key, ADR 191): a second enqueue
  -- of the same key is ignored.
  dedupe_key text UNIQUE CHECK (length(dedupe_key) <= 200),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set while an instance sends the row; another instance may take it once it has passed.
  lease_until timestamptz,
  -- The SMTP reply code or error code of the last failure: never the message or the address.
  last_error text CHECK (length(last_error) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CHECK (status = 'queued' OR message IS NULL)
);
-- The worker's claim and the queue metrics read only the queued rows.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'queued';

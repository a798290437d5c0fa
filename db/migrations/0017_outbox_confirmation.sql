-- The confirmation e-mail in the sign-up's own transaction (ADR 208): a user inserted with an
-- unconfirmed address queues its confirmation here, with no message. The worker renders it
-- when it sends it (app/domain/accounts/confirmation-mail.server.ts), with a fresh link: the
-- token is never stored, and an account confirmed or deleted meanwhile gets nothing.
ALTER TABLE outbox ADD COLUMN user_id text CHECK (length(user_id) <= 64);
-- Where the confirmation link leads once followed (better-auth's callbackURL, a path of this
-- site): set by the sign-up's after-hook before it wakes the worker; null is the members'
-- dashboard. The row waits a few seconds for it (next_attempt_at below), so no instance sends
-- the link before the page that asked for it has said where it leads (the /auth sign-up).
ALTER TABLE outbox ADD COLUMN callback text
  CHECK (callback IS NULL OR (length(callback) <= 200 AND callback LIKE '/%' AND callback NOT LIKE '//%'));
-- Which instance holds the lease ('host:pid'): what an operator looks at when a row is stuck.
ALTER TABLE outbox ADD COLUMN leased_by text CHECK (length(leased_by) <= 200);

CREATE FUNCTION users_confirmation_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, user_id, next_attempt_at)
    VALUES ('email-confirmation', NEW.id, now() + interval '5 seconds');
  RETURN NULL;
END $$;

CREATE TRIGGER users_confirmation_mail AFTER INSERT ON users
  FOR EACH ROW WHEN (NOT NEW.email_verified) EXECUTE FUNCTION users_confirmation_mail();

-- The confirmation e-mail in the sign-up's own transaction (ADR 208): a user inserted with an
-- unconfirmed address queues its confirmation here, with no message. The worker renders it
-- when it sends it (app/domain/accounts/confirmation-mail.server.ts), with a fresh link: the
-- token is never stored, and an account confirmed or deleted meanwhile gets nothing.
ALTER TABLE outbox ADD COLUMN user_id text CHECK (length(user_id) <= 64);
-- Which instance holds the lease ('host:pid'): what an operator looks at when a row is stuck.
ALTER TABLE outbox ADD COLUMN leased_by text CHECK (length(leased_by) <= 200);

CREATE FUNCTION users_confirmation_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, user_id) VALUES ('email-confirmation', NEW.id);
  RETURN NULL;
END $$;

CREATE TRIGGER users_confirmation_mail AFTER INSERT ON users
  FOR EACH ROW WHEN (NOT NEW.email_verified) EXECUTE FUNCTION users_confirmation_mail();

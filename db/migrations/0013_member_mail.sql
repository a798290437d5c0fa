-- Members hear from the waitlist (issue 29, docs/architecture.md D23, ADR 191): referral
-- e-mails, one confirmation reminder, an opt-in weekly digest, each list with one-click
-- unsubscribe (RFC 8058).

-- Every profile has one row (the trigger below; existing profiles now): the member's
-- choices, and list_key, the opaque id the signed unsubscribe tokens carry instead of the
-- account id (app/domain/mail/member-mail.server.ts).
CREATE TABLE mail_preferences (
  user_id text PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  -- On by default: they are about the member's own account. The digest is opt-in.
  referral_updates boolean NOT NULL DEFAULT true,
  weekly_digest boolean NOT NULL DEFAULT false,
  list_key text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', '')
    CHECK (list_key ~ '^[0-9a-f]{32}$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO mail_preferences (user_id) SELECT id FROM profiles;

CREATE FUNCTION profiles_mail_preferences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_preferences (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER profiles_mail_preferences AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_mail_preferences();

-- One row per member e-mail, keyed so a retry, a second instance or a restart can never
-- send it twice: 'confirm-reminder:<user>' once ever, 'weekly-digest:<user>:<ISO week>',
-- 'referral-joined:<referred user>', … 'capped': over the daily referral-mail limit, not
-- sent (the digest counts it). Goes with the account.
CREATE TABLE member_mails (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN
    ('referral-joined', 'referral-confirmed', 'milestone', 'confirm-reminder', 'weekly-digest')),
  mail_key text NOT NULL UNIQUE CHECK (length(mail_key) <= 200),
  status text NOT NULL CHECK (status IN ('sent', 'capped')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_mails_user_idx ON member_mails (user_id, created_at DESC);

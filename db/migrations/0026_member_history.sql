-- A member's story on their admin page (architecture D31): the 'History' section reads the
-- tables that already hold each event (profiles, referrals, points_ledger, member_milestones,
-- arena_invitations, member_mails, broadcast_recipients, mail_suppressions, audit_log) and
-- these three, which record what nothing kept before:
--   * when the member confirmed their address (profiles.confirmed_at, set by a trigger when
--     better-auth marks it verified);
--   * every e-mail sent to them through the outbox: its kind and subject, never its body
--     (member_mail_log, written by a trigger as the outbox marks the row sent, so no sender
--     can forget it); it goes with the account and after the member e-mails' retention;
--   * every change of a list: which, on or off, and how (the unsubscribe link, the mail
--     provider's one-click POST, the profile) — mail_list_changes, by a trigger on
--     mail_preferences; the writer names how with set_config('app.list_change', …, true).

ALTER TABLE profiles ADD COLUMN confirmed_at timestamptz;

CREATE FUNCTION users_confirmed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified AND NOT OLD.email_verified THEN
    UPDATE profiles SET confirmed_at = now() WHERE id = NEW.id AND confirmed_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_confirmed_at AFTER UPDATE OF email_verified ON users
  FOR EACH ROW EXECUTE FUNCTION users_confirmed_at();

CREATE TABLE member_mail_log (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  -- Null for a message rendered when sent (the confirmation): the kind names it.
  subject text CHECK (length(subject) <= 200),
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_mail_log_user_idx ON member_mail_log (user_id, sent_at DESC);
CREATE INDEX member_mail_log_sent_idx ON member_mail_log (sent_at);

-- Whose e-mail a sent outbox row was: its account (a confirmation) or the member with its
-- address. A message to nobody's address (the operator's form notices) is not logged.
CREATE FUNCTION outbox_sent_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
BEGIN
  IF NEW.status = 'sent' AND OLD.status <> 'sent' THEN
    -- Each by its index (the primary key; profiles_email_prefix_idx on lower(email)).
    IF OLD.user_id IS NOT NULL THEN
      SELECT p.id INTO member FROM profiles p WHERE p.id = OLD.user_id;
    ELSIF OLD.message ? 'to' THEN
      SELECT p.id INTO member FROM profiles p
      WHERE lower(p.email) = lower(OLD.message->>'to') LIMIT 1;
    END IF;
    IF member IS NOT NULL THEN
      INSERT INTO member_mail_log (user_id, kind, subject)
      VALUES (member, left(OLD.kind, 60), left(OLD.message->>'subject', 200));
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER outbox_sent_log BEFORE UPDATE OF status ON outbox
  FOR EACH ROW EXECUTE FUNCTION outbox_sent_log();

CREATE TABLE mail_list_changes (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  list text NOT NULL CHECK (list IN ('referral', 'digest', 'news')),
  subscribed boolean NOT NULL,
  how text NOT NULL CHECK (how IN ('link', 'one-click', 'profile')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_list_changes_user_idx ON mail_list_changes (user_id, changed_at DESC);

CREATE FUNCTION mail_preferences_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  how text := coalesce(nullif(current_setting('app.list_change', true), ''), 'profile');
BEGIN
  IF NEW.referral_updates IS DISTINCT FROM OLD.referral_updates THEN
    INSERT INTO mail_list_changes (user_id, list, subscribed, how)
    VALUES (NEW.user_id, 'referral', NEW.referral_updates, how);
  END IF;
  IF NEW.weekly_digest IS DISTINCT FROM OLD.weekly_digest THEN
    INSERT INTO mail_list_changes (user_id, list, subscribed, how)
    VALUES (NEW.user_id, 'digest', NEW.weekly_digest, how);
  END IF;
  IF NEW.programme_news IS DISTINCT FROM OLD.programme_news THEN
    INSERT INTO mail_list_changes (user_id, list, subscribed, how)
    VALUES (NEW.user_id, 'news', NEW.programme_news, how);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER mail_preferences_changes AFTER UPDATE ON mail_preferences
  FOR EACH ROW EXECUTE FUNCTION mail_preferences_changes();

-- A member's History reads what was done to them (target 'user:<id>') without a scan.
CREATE INDEX audit_log_target_idx ON audit_log (target, created_at DESC, id DESC);
-- … and what the member did themselves (an answer to an invitation, giving up a seat).
CREATE INDEX audit_log_member_idx ON audit_log (actor_id, created_at DESC) WHERE actor = 'member';

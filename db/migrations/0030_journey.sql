-- After the grant, the journey (issue 53, architecture decision 32, ADRs 231–233). A venture is
-- one line-up entry (arena_founders); its founder is the member whose CONFIRMED address equals
-- the entry's founder e-mail (case-insensitive) — a rule read at each request, never stored, so
-- an unconfirmed account on that address owns nothing and a changed address moves nothing.
-- The rules that must hold whatever writes:
--   * an update has a title of 1–120 and a Markdown text of 1–10,000 characters, one of three
--     kinds; a hidden one carries the operator's reason;
--   * a round's interest is never above ten times the member's tokens on that venture, frozen
--     at closing (the trigger below reads the stakes), never after the round has closed, and
--     only with the member's consent to share their address with the founder;
--   * every e-mail of it is an outbox row keyed by what it is and to whom
--     ('founder-update:<update>:<member>', 'round-invitation:<round>:<member>'), so a restart or
--     a second instance never sends it twice (the outbox's unique dedupe_key).

-- The fourth list, on by default: the updates and rounds of the ventures a member backs.
ALTER TABLE mail_preferences ADD COLUMN founder_updates boolean NOT NULL DEFAULT true;
ALTER TABLE mail_list_changes DROP CONSTRAINT mail_list_changes_list_check;
ALTER TABLE mail_list_changes ADD CONSTRAINT mail_list_changes_list_check
  CHECK (list IN ('referral', 'digest', 'news', 'updates'));

CREATE OR REPLACE FUNCTION mail_preferences_changes() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF NEW.founder_updates IS DISTINCT FROM OLD.founder_updates THEN
    INSERT INTO mail_list_changes (user_id, list, subscribed, how)
    VALUES (NEW.user_id, 'updates', NEW.founder_updates, how);
  END IF;
  RETURN NULL;
END $$;

-- A row rendered when sent (as the confirmation, 0017) may name what it is about: the update
-- or the round. The worker reads them then, so a hidden or deleted update sends nothing more.
ALTER TABLE outbox ADD COLUMN ref uuid;

-- The stakers of one venture, read without the Arena (an update's recipients, a round's cap).
CREATE INDEX arena_stakes_founder_idx ON arena_stakes (founder_id);

CREATE TABLE venture_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  founder_id uuid NOT NULL REFERENCES arena_founders(id) ON DELETE CASCADE,
  -- Who posted it; null once their account is deleted (the update stays, unsigned).
  author_id text REFERENCES profiles(id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 10000),
  kind text NOT NULL DEFAULT 'update' CHECK (kind IN ('update', 'discovery', 'milestone')),
  hidden_at timestamptz,
  hidden_reason text CHECK (length(hidden_reason) <= 500),
  -- When its e-mails were queued: the post commits the update alone, and the outbox worker of
  -- any instance queues them after (FOR UPDATE SKIP LOCKED), in one INSERT … SELECT.
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
);
CREATE INDEX venture_updates_founder_idx ON venture_updates (founder_id, created_at DESC);
CREATE INDEX venture_updates_unmailed_idx ON venture_updates (created_at)
  WHERE mailed_at IS NULL AND hidden_at IS NULL;
CREATE INDEX venture_updates_author_idx ON venture_updates (author_id);

CREATE TABLE venture_follows (
  founder_id uuid NOT NULL REFERENCES arena_founders(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (founder_id, user_id)
);
CREATE INDEX venture_follows_user_idx ON venture_follows (user_id, created_at DESC);

CREATE TABLE venture_rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  founder_id uuid NOT NULL REFERENCES arena_founders(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 80),
  -- 'Closes on', a date in OPERATOR_TIME_ZONE, and the instant it ends there.
  closes_on date NOT NULL,
  closes_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venture_rounds_founder_idx ON venture_rounds (founder_id, created_at DESC);

-- A non-binding indication of interest: no money is taken, held or moved.
CREATE TABLE round_interests (
  round_id uuid NOT NULL REFERENCES venture_rounds(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount BETWEEN 1 AND 100000000),
  share_email boolean NOT NULL CHECK (share_email),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, user_id)
);
CREATE INDEX round_interests_user_idx ON round_interests (user_id);

-- Before each interest is written: the round is open and the amount within the member's cap,
-- ten times their tokens on the venture (frozen: only a published Arena has rounds).
CREATE FUNCTION round_interests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round record;
  tokens bigint;
BEGIN
  SELECT r.founder_id, r.closes_at INTO round FROM venture_rounds r WHERE r.id = NEW.round_id;
  IF NOT FOUND OR round.closes_at <= now() THEN
    RAISE EXCEPTION 'the round has closed' USING ERRCODE = '23514';
  END IF;
  SELECT coalesce(sum(s.tokens), 0) INTO tokens
  FROM arena_stakes s JOIN arena_invitations i ON i.id = s.invitation_id
  WHERE s.founder_id = round.founder_id AND i.user_id = NEW.user_id;
  IF NEW.amount > tokens * 10 THEN
    RAISE EXCEPTION 'interest above the cap' USING ERRCODE = '23514';
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER round_interests_guard BEFORE INSERT OR UPDATE ON round_interests
  FOR EACH ROW EXECUTE FUNCTION round_interests_guard();

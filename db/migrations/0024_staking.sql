-- Inside an Arena (ADR 215): a line-up of founders, one staking window for the seat holders,
-- and the grants split from the Arena's pool by the tokens staked. The rules that must hold
-- whatever writes them, on one instance or many:
--   * a stake is written only by a seated member, only while the window is open;
--   * a member's stakes in an Arena never add up to more than its tokens per seat: every write
--     of a stake locks the member's seat row (arena_invitations) and then checks the sum, once
--     per statement, so two transactions for one member queue behind each other and the second
--     counts the first's committed stakes (no write skew under READ COMMITTED);
--   * a seat that stops being a seat before the window closes takes its stakes with it;
--   * from closing on, stakes, the pool and the tokens per seat are frozen;
--   * the line-up changes only before staking opens.
-- Stakes name the member through the seat: a deleted account's invitation loses its user_id
-- (0018), so stakes kept after closing stay as totals with nobody's name.

ALTER TABLE arenas
  ADD COLUMN grant_pool integer NOT NULL DEFAULT 0 CHECK (grant_pool BETWEEN 0 AND 1000000),
  ADD COLUMN tokens_per_seat integer NOT NULL DEFAULT 100
    CHECK (tokens_per_seat BETWEEN 1 AND 10000),
  ADD COLUMN staking text NOT NULL DEFAULT 'not_opened'
    CHECK (staking IN ('not_opened', 'open', 'closed', 'published')),
  ADD COLUMN staking_closes_at timestamptz,
  ADD COLUMN staking_opened_at timestamptz,
  ADD COLUMN staking_closed_at timestamptz,
  ADD COLUMN results_published_at timestamptz;
CREATE INDEX arenas_staking_due_idx ON arenas (staking_closes_at) WHERE staking = 'open';

-- The founder application names an Arena (null: a free answer, or none open by that name).
ALTER TABLE form_submissions ADD COLUMN arena_id uuid REFERENCES arenas(id) ON DELETE SET NULL;
CREATE INDEX form_submissions_arena_idx ON form_submissions (arena_id) WHERE arena_id IS NOT NULL;

CREATE TABLE arena_founders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  arena_id uuid NOT NULL REFERENCES arenas(id) ON DELETE CASCADE,
  -- The line-up's order (1 = first); ties in the grant rule go to the earlier place.
  place integer NOT NULL CHECK (place >= 1),
  founder_name text NOT NULL CHECK (length(btrim(founder_name)) BETWEEN 1 AND 80),
  venture_name text NOT NULL CHECK (length(btrim(venture_name)) BETWEEN 1 AND 80),
  pitch text NOT NULL CHECK (length(btrim(pitch)) BETWEEN 1 AND 140),
  -- Null once erased by a privacy request (the CLI's `privacy delete`).
  email text CHECK (length(email) <= 254),
  pitch_url text CHECK (pitch_url ~ '^https://' AND length(pitch_url) <= 300),
  -- The application it came from, if any.
  submission_id uuid REFERENCES form_submissions(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (arena_id, place)
);
CREATE INDEX arena_founders_email_idx ON arena_founders (lower(email));

CREATE TABLE arena_stakes (
  -- The seat (a seated invitation): the member is its user_id.
  invitation_id uuid NOT NULL REFERENCES arena_invitations(id) ON DELETE CASCADE,
  founder_id uuid NOT NULL REFERENCES arena_founders(id) ON DELETE CASCADE,
  -- The seat's Arena (checked below; no key of its own: a key would have every writer lock the
  -- Arena's one row, and the seat's key already takes the stakes with the Arena).
  arena_id uuid NOT NULL,
  tokens integer NOT NULL CHECK (tokens BETWEEN 1 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_id, founder_id)
);
-- The results read each founder's tokens from the index alone.
CREATE INDEX arena_stakes_arena_idx ON arena_stakes (arena_id, founder_id, tokens);

-- The staking window's lock, one per Arena: every write of a stake holds it shared (writers
-- never wait on each other for it), closing the window and lowering the tokens per seat hold
-- it alone, so they wait for the writes in flight and the writes after them read the new state.
-- An advisory lock, not the Arena's row: many holders sharing one row would each rewrite it.
CREATE FUNCTION arena_window_lock_shared(arena uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(7243004, hashtext(arena::text))
$$;
CREATE FUNCTION arena_window_lock(arena uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7243004, hashtext(arena::text))
$$;

-- After each statement that writes stakes: the window's lock shared, then the seats' rows (a
-- member's writes queue behind each other); then, each check a new snapshot that includes
-- every write committed before the locks were ours: only seated members, only while the window
-- is open, only the seat's Arena's founders, and never more than the tokens per seat.
CREATE FUNCTION arena_stakes_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  not_seated boolean;
  not_open boolean;
  other_founder boolean;
BEGIN
  PERFORM arena_window_lock_shared(x.arena_id)
  FROM (SELECT DISTINCT arena_id FROM stakes_new ORDER BY arena_id) x;
  PERFORM 1 FROM arena_invitations
  WHERE id IN (SELECT invitation_id FROM stakes_new) ORDER BY id FOR UPDATE;
  SELECT
    bool_or(i.id IS NULL OR i.status <> 'seated' OR i.user_id IS NULL
            OR i.arena_id <> s.arena_id),
    bool_or(a.staking IS DISTINCT FROM 'open'),
    bool_or(f.arena_id IS DISTINCT FROM s.arena_id)
  INTO not_seated, not_open, other_founder
  FROM stakes_new s
  LEFT JOIN arena_invitations i ON i.id = s.invitation_id
  LEFT JOIN arenas a ON a.id = s.arena_id
  LEFT JOIN arena_founders f ON f.id = s.founder_id;
  IF not_seated THEN
    RAISE EXCEPTION 'only a seat holder stakes' USING ERRCODE = '23514';
  END IF;
  IF not_open THEN
    RAISE EXCEPTION 'staking is not open' USING ERRCODE = '23514';
  END IF;
  IF other_founder THEN
    RAISE EXCEPTION 'a stake is for a founder of the seat''s arena' USING ERRCODE = '23514';
  END IF;
  IF EXISTS (
      SELECT 1 FROM arena_stakes s JOIN arenas a ON a.id = s.arena_id
      WHERE s.invitation_id IN (SELECT invitation_id FROM stakes_new)
      GROUP BY s.invitation_id, a.tokens_per_seat
      HAVING sum(s.tokens) > a.tokens_per_seat) THEN
    RAISE EXCEPTION 'stakes above the tokens per seat' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER arena_stakes_inserted AFTER INSERT ON arena_stakes
  REFERENCING NEW TABLE AS stakes_new FOR EACH STATEMENT EXECUTE FUNCTION arena_stakes_written();
CREATE TRIGGER arena_stakes_updated AFTER UPDATE ON arena_stakes
  REFERENCING NEW TABLE AS stakes_new FOR EACH STATEMENT EXECUTE FUNCTION arena_stakes_written();

-- After each statement that removes stakes: nothing is removed once the window has closed,
-- unless its seat or its Arena is going (a cascade).
CREATE FUNCTION arena_stakes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arena_window_lock_shared(x.arena_id)
  FROM (SELECT DISTINCT arena_id FROM stakes_old ORDER BY arena_id) x;
  IF EXISTS (
      SELECT 1 FROM stakes_old s JOIN arenas a ON a.id = s.arena_id
      JOIN arena_invitations i ON i.id = s.invitation_id
      WHERE a.staking IN ('closed', 'published')) THEN
    RAISE EXCEPTION 'stakes are frozen once staking has closed' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER arena_stakes_removed AFTER DELETE ON arena_stakes
  REFERENCING OLD TABLE AS stakes_old FOR EACH STATEMENT EXECUTE FUNCTION arena_stakes_removed();

-- A seat released, declined or deleted before closing takes its stakes with it.
CREATE FUNCTION arena_seat_stakes_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'seated' AND (NEW.status <> 'seated' OR NEW.user_id IS NULL)
      AND EXISTS (SELECT 1 FROM arenas
                  WHERE id = NEW.arena_id AND staking IN ('not_opened', 'open')) THEN
    DELETE FROM arena_stakes WHERE invitation_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER arena_seat_stakes_freed AFTER UPDATE ON arena_invitations
  FOR EACH ROW EXECUTE FUNCTION arena_seat_stakes_freed();

-- The line-up changes only before staking opens.
CREATE FUNCTION arena_founders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  SELECT staking INTO state FROM arenas
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.arena_id ELSE NEW.arena_id END;
  IF FOUND AND state <> 'not_opened' THEN
    RAISE EXCEPTION 'the line-up is fixed once staking has opened' USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arena_founders_guard BEFORE INSERT OR DELETE OR UPDATE OF arena_id, place
  ON arena_founders FOR EACH ROW EXECUTE FUNCTION arena_founders_guard();

-- The window moves one way (not opened → open → closed → published); the pool and the tokens
-- per seat are frozen from closing on, and an open window's allowance never drops below what
-- a member has staked.
CREATE FUNCTION arenas_staking_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Closing and a lower allowance wait for the stakes in flight (they hold the lock shared).
  IF (OLD.staking = 'open' AND NEW.staking <> 'open')
      OR (NEW.staking = 'open' AND NEW.tokens_per_seat < OLD.tokens_per_seat) THEN
    PERFORM arena_window_lock(NEW.id);
  END IF;
  IF NEW.staking IS DISTINCT FROM OLD.staking AND NOT (
      (OLD.staking = 'not_opened' AND NEW.staking = 'open')
      OR (OLD.staking = 'open' AND NEW.staking = 'closed')
      OR (OLD.staking = 'closed' AND NEW.staking = 'published')) THEN
    RAISE EXCEPTION 'staking cannot go from % to %', OLD.staking, NEW.staking
      USING ERRCODE = '23514';
  END IF;
  IF OLD.staking IN ('closed', 'published') AND (NEW.grant_pool <> OLD.grant_pool
      OR NEW.tokens_per_seat <> OLD.tokens_per_seat) THEN
    RAISE EXCEPTION 'the grant pool and tokens per seat are frozen once staking has closed'
      USING ERRCODE = '23514';
  END IF;
  IF NEW.staking = 'open' AND NEW.tokens_per_seat < OLD.tokens_per_seat AND EXISTS (
      SELECT 1 FROM arena_stakes WHERE arena_id = NEW.id
      GROUP BY invitation_id HAVING sum(tokens) > NEW.tokens_per_seat) THEN
    RAISE EXCEPTION 'tokens per seat below what a member has staked' USING ERRCODE = '23514';
  END IF;
  IF NEW.staking = 'open' AND OLD.staking = 'not_opened' THEN
    NEW.staking_opened_at := now();
  ELSIF NEW.staking = 'closed' AND OLD.staking = 'open' THEN
    NEW.staking_closed_at := now();
  ELSIF NEW.staking = 'published' AND OLD.staking = 'closed' THEN
    NEW.results_published_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arenas_staking_guard BEFORE UPDATE ON arenas
  FOR EACH ROW EXECUTE FUNCTION arenas_staking_guard();

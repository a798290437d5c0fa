-- Inside an Arena (ADR 215): a line-up of founders, one staking window for the seat holders,
-- and the grants split from the Arena's pool by the tokens staked. The rules that must hold
-- whatever writes them, on one instance or many:
--   * a stake is written only by a seated member, only while the window is open;
--   * a member's stakes in an Arena never add up to more than its tokens per seat: every write
--     of a stake first locks the member's seat row (arena_invitations) and the sum is checked
--     once per statement after it, so two transactions for one member queue behind each other
--     and the second counts the first's committed stakes (no write skew under READ COMMITTED);
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
  arena_id uuid NOT NULL REFERENCES arenas(id) ON DELETE CASCADE,
  tokens integer NOT NULL CHECK (tokens BETWEEN 1 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_id, founder_id)
);
CREATE INDEX arena_stakes_arena_idx ON arena_stakes (arena_id, founder_id);

-- Before each stake is written or removed: the seat's row is locked (a member's writes
-- queue), and the seat, the window and the founder are checked. A removal by a cascade (the
-- Arena or the seat's row going) or before closing passes; after closing nothing changes.
CREATE FUNCTION arena_stakes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat record;
  founder_arena uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT a.staking INTO seat FROM arenas a WHERE a.id = OLD.arena_id;
    IF FOUND AND seat.staking IN ('closed', 'published')
        AND EXISTS (SELECT 1 FROM arena_invitations WHERE id = OLD.invitation_id) THEN
      RAISE EXCEPTION 'stakes are frozen once staking has closed' USING ERRCODE = '23514';
    END IF;
    RETURN OLD;
  END IF;
  SELECT i.arena_id, i.status, i.user_id, a.staking INTO seat
  FROM arena_invitations i JOIN arenas a ON a.id = i.arena_id
  WHERE i.id = NEW.invitation_id
  FOR UPDATE OF i FOR SHARE OF a;
  IF NOT FOUND OR seat.status <> 'seated' OR seat.user_id IS NULL THEN
    RAISE EXCEPTION 'only a seat holder stakes' USING ERRCODE = '23514';
  END IF;
  IF seat.staking <> 'open' THEN
    RAISE EXCEPTION 'staking is not open' USING ERRCODE = '23514';
  END IF;
  SELECT arena_id INTO founder_arena FROM arena_founders WHERE id = NEW.founder_id;
  IF founder_arena IS DISTINCT FROM seat.arena_id OR NEW.arena_id <> seat.arena_id THEN
    RAISE EXCEPTION 'a stake is for a founder of the seat''s arena' USING ERRCODE = '23514';
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER arena_stakes_guard BEFORE INSERT OR UPDATE OR DELETE ON arena_stakes
  FOR EACH ROW EXECUTE FUNCTION arena_stakes_guard();

-- After each statement: every seat it wrote holds at most the Arena's tokens per seat. The
-- seat rows are locked (above), so this count, a new snapshot, includes every committed stake.
CREATE FUNCTION arena_stakes_allowance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM arena_stakes s JOIN arenas a ON a.id = s.arena_id
    WHERE s.invitation_id IN (SELECT invitation_id FROM stakes_new)
    GROUP BY s.invitation_id, a.tokens_per_seat
    HAVING sum(s.tokens) > a.tokens_per_seat) THEN
    RAISE EXCEPTION 'stakes above the tokens per seat' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER arena_stakes_allowance_insert AFTER INSERT ON arena_stakes
  REFERENCING NEW TABLE AS stakes_new FOR EACH STATEMENT EXECUTE FUNCTION arena_stakes_allowance();
CREATE TRIGGER arena_stakes_allowance_update AFTER UPDATE ON arena_stakes
  REFERENCING NEW TABLE AS stakes_new FOR EACH STATEMENT EXECUTE FUNCTION arena_stakes_allowance();

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

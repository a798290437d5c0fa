-- The staking window's lock (ADR 215), replacing 0024's row-by-row guard: a save no longer
-- holds the Arena's row (64 holders sharing one row would each rewrite it as a MultiXact), and
-- the checks run once per statement instead of once per stake.
--   * every write of a stake takes a per-Arena advisory lock shared, then its seats' rows,
--     then checks seat, window, founder and allowance, each a new snapshot;
--   * closing the window and lowering the tokens per seat take that lock alone, so they wait
--     for the saves in flight, and a save after them reads the new state;
--   * arena_stakes.arena_id loses its foreign key (the seat's key takes the stakes with the
--     Arena; the trigger checks it is the seat's Arena);
--   * the results read each founder's tokens from one index.

DROP TRIGGER arena_stakes_guard ON arena_stakes;
DROP FUNCTION arena_stakes_guard();
DROP TRIGGER arena_stakes_allowance_insert ON arena_stakes;
DROP TRIGGER arena_stakes_allowance_update ON arena_stakes;
DROP FUNCTION arena_stakes_allowance();
ALTER TABLE arena_stakes DROP CONSTRAINT arena_stakes_arena_id_fkey;
DROP INDEX arena_stakes_arena_idx;
CREATE INDEX arena_stakes_arena_idx ON arena_stakes (arena_id, founder_id, tokens);

-- The staking window's lock, one per Arena: every write of a stake holds it shared (writers
-- never wait on each other for it), closing the window and lowering the tokens per seat hold
-- it alone.
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

-- Closing and a lower allowance take the window's lock alone (the rest as in 0024).
CREATE OR REPLACE FUNCTION arenas_staking_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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

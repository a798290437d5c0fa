-- Refusals by name (issue 55, ADR 234): every RAISE of a trigger or guard function carries its
-- identity, `USING ERRCODE = …, CONSTRAINT = '<name>'`, the way a check constraint or a unique
-- key carries its own. The application tells refusals apart by that name
-- (app/lib/db-refusals.server.ts), never by the wording of the message, which stays as it was.
-- Each function below is restated in full as it stood (0004, 0015, 0018, 0024, 0028, 0030),
-- with only the USING clauses changed; the triggers that call them are unchanged.
--
--   audit_log_append_only              audit_log is append-only
--   community_merge_into_itself        a community merged into itself
--   community_merge_no_target          no such community to merge into
--   community_merge_no_source          no such community to merge
--   arena_invitations_within_seats     more seated and invited members than seats
--   arenas_slug_kept_once_opened       an opened Arena keeps its address
--   arenas_seats_cover_taken           fewer seats than seated and invited members
--   arena_stakes_seat_holder           only a seat holder stakes
--   arena_stakes_window_open           staking is not open
--   arena_stakes_founder_of_arena      a stake is for a founder of the seat's Arena
--   arena_stakes_within_allowance      stakes above the tokens per seat
--   arena_stakes_frozen_once_closed    stakes removed once staking has closed
--   arenas_staking_one_way             the window moves one way only
--   arenas_staking_frozen_once_closed  the pool and tokens per seat once staking has closed
--   arenas_allowance_covers_staked     tokens per seat below what a member has staked
--   arena_founders_fixed_once_opened   the line-up once staking has opened
--   round_interests_round_open         the round has closed
--   round_interests_within_cap         interest above the cap
-- (arena_finished, 0029, already had its name.)

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', CONSTRAINT = 'audit_log_append_only';
END $$;

CREATE OR REPLACE FUNCTION merge_community(p_from uuid, p_into uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_moved integer;
BEGIN
  IF p_from = p_into THEN
    RAISE EXCEPTION 'a community cannot be merged into itself'
      USING ERRCODE = '22023', CONSTRAINT = 'community_merge_into_itself';
  END IF;
  PERFORM 1 FROM communities WHERE id = p_into AND merged_into IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such community to merge into'
      USING ERRCODE = '22023', CONSTRAINT = 'community_merge_no_target';
  END IF;
  PERFORM 1 FROM communities WHERE id = p_from AND merged_into IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such community to merge'
      USING ERRCODE = '22023', CONSTRAINT = 'community_merge_no_source';
  END IF;
  UPDATE profiles SET community_id = p_into WHERE community_id = p_from;
  GET DIAGNOSTICS v_moved = ROW_COUNT;
  INSERT INTO sign_up_sources_deltas (day, dimension, key, confirmed, unconfirmed)
    SELECT s.day, 'community', k.key, k.sign * s.confirmed, k.sign * s.unconfirmed
    FROM sign_up_sources_daily s
      CROSS JOIN (VALUES (p_into::text, 1), (p_from::text, -1)) AS k(key, sign)
    WHERE s.dimension = 'community' AND s.key = p_from::text;
  UPDATE communities SET merged_into = p_into WHERE id = p_from OR merged_into = p_from;
  RETURN v_moved;
END $$;

CREATE OR REPLACE FUNCTION arena_seats_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT a.id, a.seats FROM arenas a
    WHERE a.id IN (SELECT arena_id FROM arena_new WHERE status IN ('invited', 'seated'))
    ORDER BY a.id FOR UPDATE OF a
  LOOP
    IF (SELECT count(*) FROM arena_invitations
        WHERE arena_id = r.id AND status IN ('invited', 'seated')) > r.seats THEN
      RAISE EXCEPTION 'more seated and invited members than seats'
        USING ERRCODE = '23514', CONSTRAINT = 'arena_invitations_within_seats';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION arenas_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.opened_at IS NOT NULL AND NEW.slug IS DISTINCT FROM OLD.slug THEN
      RAISE EXCEPTION 'an opened arena keeps its address'
        USING ERRCODE = '23514', CONSTRAINT = 'arenas_slug_kept_once_opened';
    END IF;
    IF NEW.seats < OLD.seats AND NEW.seats < (SELECT count(*) FROM arena_invitations
        WHERE arena_id = NEW.id AND status IN ('invited', 'seated')) THEN
      RAISE EXCEPTION 'fewer seats than seated and invited members'
        USING ERRCODE = '23514', CONSTRAINT = 'arenas_seats_cover_taken';
    END IF;
    NEW.opened_at := COALESCE(OLD.opened_at, NEW.opened_at);
  END IF;
  IF NEW.status = 'open' AND NEW.opened_at IS NULL THEN
    NEW.opened_at := now();
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION arena_stakes_written() RETURNS trigger LANGUAGE plpgsql AS $$
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
    RAISE EXCEPTION 'only a seat holder stakes'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_stakes_seat_holder';
  END IF;
  IF not_open THEN
    RAISE EXCEPTION 'staking is not open'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_stakes_window_open';
  END IF;
  IF other_founder THEN
    RAISE EXCEPTION 'a stake is for a founder of the seat''s arena'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_stakes_founder_of_arena';
  END IF;
  IF EXISTS (
      SELECT 1 FROM arena_stakes s JOIN arenas a ON a.id = s.arena_id
      WHERE s.invitation_id IN (SELECT invitation_id FROM stakes_new)
      GROUP BY s.invitation_id, a.tokens_per_seat
      HAVING sum(s.tokens) > a.tokens_per_seat) THEN
    RAISE EXCEPTION 'stakes above the tokens per seat'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_stakes_within_allowance';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION arena_stakes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arena_window_lock_shared(x.arena_id)
  FROM (SELECT DISTINCT arena_id FROM stakes_old ORDER BY arena_id) x;
  IF EXISTS (
      SELECT 1 FROM stakes_old s JOIN arenas a ON a.id = s.arena_id
      JOIN arena_invitations i ON i.id = s.invitation_id
      WHERE a.staking IN ('closed', 'published')) THEN
    RAISE EXCEPTION 'stakes are frozen once staking has closed'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_stakes_frozen_once_closed';
  END IF;
  RETURN NULL;
END $$;

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
      USING ERRCODE = '23514', CONSTRAINT = 'arenas_staking_one_way';
  END IF;
  IF OLD.staking IN ('closed', 'published') AND (NEW.grant_pool <> OLD.grant_pool
      OR NEW.tokens_per_seat <> OLD.tokens_per_seat) THEN
    RAISE EXCEPTION 'the grant pool and tokens per seat are frozen once staking has closed'
      USING ERRCODE = '23514', CONSTRAINT = 'arenas_staking_frozen_once_closed';
  END IF;
  IF NEW.staking = 'open' AND NEW.tokens_per_seat < OLD.tokens_per_seat AND EXISTS (
      SELECT 1 FROM arena_stakes WHERE arena_id = NEW.id
      GROUP BY invitation_id HAVING sum(tokens) > NEW.tokens_per_seat) THEN
    RAISE EXCEPTION 'tokens per seat below what a member has staked'
      USING ERRCODE = '23514', CONSTRAINT = 'arenas_allowance_covers_staked';
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

CREATE OR REPLACE FUNCTION arena_founders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  SELECT staking INTO state FROM arenas
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.arena_id ELSE NEW.arena_id END;
  IF FOUND AND state <> 'not_opened' THEN
    RAISE EXCEPTION 'the line-up is fixed once staking has opened'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_founders_fixed_once_opened';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION round_interests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round record;
  tokens bigint;
BEGIN
  SELECT r.founder_id, r.closes_at INTO round FROM venture_rounds r WHERE r.id = NEW.round_id;
  IF NOT FOUND OR round.closes_at <= now() THEN
    RAISE EXCEPTION 'the round has closed'
      USING ERRCODE = '23514', CONSTRAINT = 'round_interests_round_open';
  END IF;
  SELECT coalesce(sum(s.tokens), 0) INTO tokens
  FROM arena_stakes s JOIN arena_invitations i ON i.id = s.invitation_id
  WHERE s.founder_id = round.founder_id AND i.user_id = NEW.user_id;
  IF NEW.amount > tokens * 10 THEN
    RAISE EXCEPTION 'interest above the cap'
      USING ERRCODE = '23514', CONSTRAINT = 'round_interests_within_cap';
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;

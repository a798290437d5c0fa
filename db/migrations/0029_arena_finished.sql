-- An Arena that ends and a line-up without doubles (ADRs 229–230):
--   * 'Publish Results' finishes the Arena in its transaction: arenas.status = 'finished', set
--     only together with published results, and never left again;
--   * nothing invites into, seats in, or frees a seat of a finished Arena, whatever writes (an
--     admin, the hourly refill, a release, a member giving up): an invitation written or changed
--     there is refused (constraint arena_finished). A deleted account's seat keeps its status
--     and loses only its name;
--   * one entry per founder per Arena: the founder's address at most once in a line-up, any
--     case (arena_founders_email_once).

ALTER TABLE arenas DROP CONSTRAINT arenas_status_check;
ALTER TABLE arenas ADD CONSTRAINT arenas_status_check
  CHECK (status IN ('draft', 'open', 'closed', 'finished'));
ALTER TABLE arenas ADD CONSTRAINT arenas_finished_published
  CHECK (status <> 'finished' OR staking = 'published');

-- Once finished, an Arena stays finished.
CREATE FUNCTION arenas_stay_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'finished' AND NEW.status <> 'finished' THEN
    RAISE EXCEPTION 'a finished arena stays finished'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_finished';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arenas_stay_finished BEFORE UPDATE OF status ON arenas
  FOR EACH ROW EXECUTE FUNCTION arenas_stay_finished();

-- No invitation is written into a finished Arena, and none changes its status there. Named to
-- run after arena_invitations_orphaned (triggers of one kind run in name order).
CREATE FUNCTION arena_invitations_when_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status
      OR NEW.arena_id IS DISTINCT FROM OLD.arena_id)
      AND EXISTS (SELECT 1 FROM arenas WHERE id = NEW.arena_id AND status = 'finished') THEN
    RAISE EXCEPTION 'the arena has finished'
      USING ERRCODE = '23514', CONSTRAINT = 'arena_finished';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arena_invitations_when_finished BEFORE INSERT OR UPDATE ON arena_invitations
  FOR EACH ROW EXECUTE FUNCTION arena_invitations_when_finished();

-- A deleted account's invitation or seat is freed (and owed to the next in line), except in a
-- finished Arena: there the seat stays a seat, with nobody's name (its stakes stay totals).
CREATE OR REPLACE FUNCTION arena_invitations_orphaned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND OLD.user_id IS NOT NULL THEN
    NEW.release_reason := NULL;
    IF OLD.status IN ('invited', 'seated') AND NOT EXISTS (
        SELECT 1 FROM arenas WHERE id = NEW.arena_id AND status = 'finished') THEN
      NEW.status := 'released';
      NEW.refill_due := true;
      NEW.responded_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;

-- An entry added twice before this rule: in a line-up that can still change the later one
-- goes; in one that is fixed (stakes may name it) the later one keeps its stakes and loses the
-- address, so the founder is e-mailed once.
DELETE FROM arena_founders f USING arenas a
WHERE a.id = f.arena_id AND a.staking = 'not_opened' AND f.email IS NOT NULL
  AND EXISTS (SELECT 1 FROM arena_founders e
              WHERE e.arena_id = f.arena_id AND lower(e.email) = lower(f.email)
                AND e.place < f.place);
UPDATE arena_founders f SET email = NULL
WHERE f.email IS NOT NULL
  AND EXISTS (SELECT 1 FROM arena_founders e
              WHERE e.arena_id = f.arena_id AND lower(e.email) = lower(f.email)
                AND e.place < f.place);
CREATE UNIQUE INDEX arena_founders_email_once ON arena_founders (arena_id, lower(email));

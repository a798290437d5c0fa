-- Arenas (issue 37, ADRs 209–211): a community's Arena opens and its members are invited in the
-- order the waitlist promised. The rules that must hold under concurrency live here:
--   * never more seated members plus open invitations than seats: every write that adds one
--     holds the Arena's row (the application's SELECT … FOR UPDATE; the statement triggers
--     below lock it again and count), and a seat edit below what is taken is refused;
--   * never two invitations for one member to one Arena (a unique key);
--   * the address part (slug) never changes once the Arena has opened.

-- 'Early Arena access' on a milestone: its holders come first in every Arena's line.
ALTER TABLE milestones ADD COLUMN early_arena_access boolean NOT NULL DEFAULT false;
UPDATE milestones SET early_arena_access = true WHERE name = 'Arena Insider';

CREATE TABLE arenas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 80),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 90),
  -- Null: open to all members. A merged community counts as the one it went into.
  community_id uuid REFERENCES communities(id),
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 10000),
  kickoff_on date NOT NULL,
  location text NOT NULL DEFAULT '' CHECK (length(location) <= 120),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  days_to_accept integer NOT NULL DEFAULT 7 CHECK (days_to_accept BETWEEN 1 AND 30),
  auto_fill boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  -- Set the first time the Arena opens: from then on its slug is frozen.
  opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX arenas_status_idx ON arenas (status);

CREATE TABLE arena_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  arena_id uuid NOT NULL REFERENCES arenas(id) ON DELETE CASCADE,
  -- Null once the member's account is deleted: the row stays as a count, with nobody's name.
  user_id text REFERENCES profiles(id) ON DELETE SET NULL,
  -- The member's place in the Arena's line when invited (1 = invited first).
  place integer NOT NULL CHECK (place >= 1),
  status text NOT NULL DEFAULT 'invited'
    CHECK (status IN ('invited', 'seated', 'declined', 'expired', 'released')),
  invited_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  reminded_at timestamptz,
  responded_at timestamptz,
  release_reason text CHECK (length(release_reason) <= 500),
  -- A seat freed (decline, expiry, release, deleted account) that automatic filling still owes.
  refill_due boolean NOT NULL DEFAULT false,
  UNIQUE (arena_id, user_id)
);
CREATE INDEX arena_invitations_status_idx ON arena_invitations (arena_id, status);
CREATE INDEX arena_invitations_user_idx ON arena_invitations (user_id);
CREATE INDEX arena_invitations_open_idx ON arena_invitations (expires_at) WHERE status = 'invited';
CREATE INDEX arena_invitations_refill_idx ON arena_invitations (arena_id) WHERE refill_due;

-- Seats taken (seated or invited) never exceed seats: checked once per statement, holding
-- each Arena's row, so two instances' 'Invite Next' and the job queue behind each other.
CREATE FUNCTION arena_seats_hold() RETURNS trigger LANGUAGE plpgsql AS $$
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
      RAISE EXCEPTION 'more seated and invited members than seats' USING ERRCODE = '23514';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER arena_invitations_seats_insert AFTER INSERT ON arena_invitations
  REFERENCING NEW TABLE AS arena_new FOR EACH STATEMENT EXECUTE FUNCTION arena_seats_hold();
CREATE TRIGGER arena_invitations_seats_update AFTER UPDATE ON arena_invitations
  REFERENCING NEW TABLE AS arena_new FOR EACH STATEMENT EXECUTE FUNCTION arena_seats_hold();

-- A deleted account's invitation or seat is freed (and owed to the next in line).
CREATE FUNCTION arena_invitations_orphaned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND OLD.user_id IS NOT NULL THEN
    NEW.release_reason := NULL;
    IF OLD.status IN ('invited', 'seated') THEN
      NEW.status := 'released';
      NEW.refill_due := true;
      NEW.responded_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arena_invitations_orphaned BEFORE UPDATE OF user_id ON arena_invitations
  FOR EACH ROW EXECUTE FUNCTION arena_invitations_orphaned();

-- The slug is frozen once the Arena has opened; seats never drop below what is taken.
CREATE FUNCTION arenas_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.opened_at IS NOT NULL AND NEW.slug IS DISTINCT FROM OLD.slug THEN
      RAISE EXCEPTION 'an opened arena keeps its address' USING ERRCODE = '23514';
    END IF;
    IF NEW.seats < OLD.seats AND NEW.seats < (SELECT count(*) FROM arena_invitations
        WHERE arena_id = NEW.id AND status IN ('invited', 'seated')) THEN
      RAISE EXCEPTION 'fewer seats than seated and invited members' USING ERRCODE = '23514';
    END IF;
    NEW.opened_at := COALESCE(OLD.opened_at, NEW.opened_at);
  END IF;
  IF NEW.status = 'open' AND NEW.opened_at IS NULL THEN
    NEW.opened_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER arenas_guard BEFORE INSERT OR UPDATE ON arenas
  FOR EACH ROW EXECUTE FUNCTION arenas_guard();

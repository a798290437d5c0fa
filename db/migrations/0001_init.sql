-- Initial schema: better-auth's tables, the spec's tables (§3, §7) and the points
-- rules of docs/architecture.md 'Data rules', enforced in the database so that no code
-- path (web, CLI, retry, crash) can break them. PostgreSQL 15 compatible.

CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) <= 200),
  email text NOT NULL UNIQUE CHECK (length(email) <= 320),
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  referrer_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_id_idx ON accounts (user_id);

CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications (identifier);

-- Shared by better-auth and our own limits, so limits hold across instances.
CREATE TABLE rate_limits (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);

CREATE TABLE profiles (
  id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  nickname text CHECK (nickname IS NULL OR (length(btrim(nickname)) BETWEEN 1 AND 50)),
  avatar_url text,
  points_total integer NOT NULL DEFAULT 0,
  referral_count integer NOT NULL DEFAULT 0 CHECK (referral_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_leaderboard_idx ON profiles (points_total DESC, created_at ASC, id ASC);

CREATE VIEW public_profiles AS
  SELECT id, name, nickname, avatar_url, points_total, referral_count, created_at FROM profiles;

CREATE TABLE points_ledger (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  description text NOT NULL,
  points integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('join', 'referral', 'adjustment')),
  -- One award per key: a retried or concurrent award can never pay twice.
  award_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_user_idx ON points_ledger (user_id, created_at DESC);

CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  referred_user_id text NOT NULL UNIQUE REFERENCES profiles(id) ON DELETE CASCADE,
  referred_email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'joined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  joined_at timestamptz,
  CHECK (referrer_id <> referred_user_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, status, created_at DESC);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$' AND length(slug) <= 200),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 50000),
  image_url text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  author_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX articles_created_idx ON articles (created_at DESC);

-- Old slugs of published articles, so their URLs answer 301 to the current one.
CREATE TABLE article_slug_redirects (
  old_slug text PRIMARY KEY,
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE
);

CREATE TABLE ab_test_events (
  id bigserial PRIMARY KEY,
  test_name text NOT NULL DEFAULT 'hero-messaging',
  variant text NOT NULL CHECK (variant IN ('A', 'B')),
  event_type text NOT NULL CHECK (event_type IN ('page_view', 'click_primary_cta', 'click_secondary_cta')),
  visitor_id text NOT NULL CHECK (length(visitor_id) BETWEEN 8 AND 64),
  "timestamp" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ab_test_events_agg_idx ON ab_test_events (test_name, variant, event_type);
CREATE INDEX ab_test_events_time_idx ON ab_test_events ("timestamp" DESC);

CREATE TABLE form_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_name text NOT NULL CHECK (form_name IN ('launch-arena', 'founder-signup', 'qai-enrollment')),
  email text NOT NULL,
  fields jsonb NOT NULL,
  url_params jsonb NOT NULL DEFAULT '{}'::jsonb,
  hero_variant text CHECK (hero_variant IN ('A', 'B')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submissions_form_idx ON form_submissions (form_name, created_at DESC);

-- Points rules ---------------------------------------------------------------

-- points_total is the sum of the ledger, maintained in the awarding transaction.
CREATE FUNCTION points_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET points_total = points_total + NEW.points WHERE id = NEW.user_id;
  RETURN NEW;
END $$;
CREATE TRIGGER points_ledger_apply AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_apply();

-- Pays the referrer of p_user once, when p_user's e-mail is confirmed (docs/architecture.md D5).
CREATE FUNCTION confirm_referral(p_user text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_referrer text;
  v_name text;
BEGIN
  UPDATE referrals SET status = 'joined', joined_at = now()
    WHERE referred_user_id = p_user AND status = 'pending'
    RETURNING referrer_id INTO v_referrer;
  IF v_referrer IS NULL THEN
    RETURN;
  END IF;
  SELECT name INTO v_name FROM profiles WHERE id = p_user;
  INSERT INTO points_ledger (user_id, description, points, kind, award_key)
    VALUES (v_referrer, 'Referral: ' || v_name || ' joined', 25, 'referral', 'referral:' || p_user)
    ON CONFLICT (award_key) DO NOTHING;
  UPDATE profiles SET referral_count = referral_count + 1 WHERE id = v_referrer;
END $$;

-- An unknown, malformed or self referrer is ignored (docs/architecture.md D5).
CREATE FUNCTION users_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referrer_id IS NOT NULL AND (
       NEW.referrer_id = NEW.id
       OR length(NEW.referrer_id) > 64
       OR NOT EXISTS (SELECT 1 FROM profiles WHERE id = NEW.referrer_id)) THEN
    NEW.referrer_id := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_before_insert BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_before_insert();

-- Creating a user creates its profile and its +25 in the same transaction.
CREATE FUNCTION users_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, name, email, created_at) VALUES (NEW.id, NEW.name, NEW.email, NEW.created_at);
  INSERT INTO points_ledger (user_id, description, points, kind, award_key)
    VALUES (NEW.id, 'Joined the waitlist', 25, 'join', 'join:' || NEW.id);
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO referrals (referrer_id, referred_user_id, referred_email)
      VALUES (NEW.referrer_id, NEW.id, NEW.email);
  END IF;
  IF NEW.email_verified THEN
    PERFORM confirm_referral(NEW.id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_after_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_after_insert();

CREATE FUNCTION users_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.email IS DISTINCT FROM OLD.email THEN
    UPDATE profiles SET name = NEW.name, email = NEW.email WHERE id = NEW.id;
  END IF;
  IF NEW.email_verified AND NOT OLD.email_verified THEN
    PERFORM confirm_referral(NEW.id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_after_update AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_after_update();

-- Rank = 1 + the number of profiles with more points (ties share a rank); 0 = no rank.
CREATE FUNCTION get_user_rank(user_id text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT 1 + (SELECT count(*) FROM profiles o WHERE o.points_total > p.points_total)::integer
       FROM profiles p WHERE p.id = get_user_rank.user_id),
    0)
$$;

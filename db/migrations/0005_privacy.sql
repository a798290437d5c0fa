-- Privacy rights (issue 14, ADR 140): a member can delete their account; the scheduled
-- jobs of the server (app/lib/jobs.server.ts) remember their runs here.

-- A deleted referred member leaves the referrer's row in place (status and date kept,
-- e-mail and link gone; listed as 'Deleted member'), so the referrer keeps the points
-- and the count already earned and referral_count = joined referrals still holds.
ALTER TABLE referrals DROP CONSTRAINT referrals_referred_user_id_fkey;
ALTER TABLE referrals ALTER COLUMN referred_user_id DROP NOT NULL;
ALTER TABLE referrals ADD CONSTRAINT referrals_referred_user_id_fkey
  FOREIGN KEY (referred_user_id) REFERENCES profiles(id) ON DELETE SET NULL;
ALTER TABLE referrals ALTER COLUMN referred_email DROP NOT NULL;
-- A row without its member holds no address either.
ALTER TABLE referrals ADD CONSTRAINT referrals_deleted_member_anonymous
  CHECK (referred_user_id IS NOT NULL OR referred_email IS NULL);

-- Keyed hashes (HMAC-SHA-256 with a server secret kept outside the database) of the
-- normalised addresses of deleted members whose referral was paid: such an address may
-- sign up again, but a referral of it never pays again. Nothing else of the person.
CREATE TABLE paid_referral_addresses (
  address_hash text PRIMARY KEY CHECK (address_hash ~ '^[0-9a-f]{64}$')
);

-- One row per scheduled job: when it last started and finished (so N instances run a
-- daily job once a day) and what it last did (counts only).
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  last_started_at timestamptz NOT NULL,
  last_finished_at timestamptz,
  last_status text CHECK (last_status IN ('ok', 'failed')),
  last_result jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Retention (RETENTION_SUBMISSIONS_DAYS) and deletion by address scan these.
CREATE INDEX form_submissions_created_idx ON form_submissions (created_at);
CREATE INDEX form_submissions_email_idx ON form_submissions (lower(email));
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX verifications_expires_idx ON verifications (expires_at);
CREATE INDEX rate_limits_last_request_idx ON rate_limits (last_request);

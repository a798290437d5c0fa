-- What a new member agrees to (issue 27): the version (the 'last updated' date) of the Terms
-- of Service and the Privacy Policy accepted at sign-up, and each newer version acknowledged
-- from the dashboard's notice. Rows go with the account (ON DELETE CASCADE) and appear in
-- 'Download My Data'.
CREATE TABLE legal_acceptances (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document text NOT NULL CHECK (document IN ('terms-of-service', 'privacy-policy')),
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 40),
  via text NOT NULL CHECK (via IN ('sign-up', 'notice')),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, document, version)
);

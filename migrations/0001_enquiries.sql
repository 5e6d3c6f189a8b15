-- Enquiries (Cloudflare D1, and the Node server's data/enquiries.db, which applies
-- these files too: sqlite/migrations.ts). rate_hits is the worker's alone: it
-- replaces the Node server's in-memory rate limiter, since a worker keeps nothing
-- between requests.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  message TEXT NOT NULL,
  preferred_time TEXT NOT NULL,
  page TEXT NOT NULL
);

CREATE INDEX enquiries_created_at ON enquiries (created_at);

-- One row per enquiry not yet mailed; next_attempt_at doubles as the lease of a send in flight.
CREATE TABLE outbox (
  enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT
);

-- Stored enquiries per client address over the last hour; the scheduled handler drops older rows.
CREATE TABLE rate_hits (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX rate_hits_client_at ON rate_hits (client, at);

-- The statistics (docs/decisions/050-first-party-statistics.md), in D1 and in the Node
-- server's data/stats.db (sqlite/migrations.ts); the privacy policy names every column
-- (app/stats/policy.test.ts). No IP address or user agent is stored; the visitor keys last one day.
CREATE TABLE IF NOT EXISTS stats_visits (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  PRIMARY KEY (day, page, referrer, utm_source, utm_medium, utm_campaign, device)
);

CREATE TABLE IF NOT EXISTS stats_enquiries (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  landing TEXT NOT NULL,
  referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  enquiries INTEGER NOT NULL,
  PRIMARY KEY (day, page, landing, referrer, utm_source, utm_medium, utm_campaign)
);

CREATE TABLE IF NOT EXISTS stats_salt (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS stats_days (
  day TEXT PRIMARY KEY,
  visitors INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS stats_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  landing TEXT NOT NULL,
  referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
);

CREATE TABLE IF NOT EXISTS stats_page_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  page TEXT NOT NULL,
  PRIMARY KEY (day, visitor, page)
);

CREATE TABLE IF NOT EXISTS stats_reports (
  month TEXT PRIMARY KEY,
  sent_at INTEGER NOT NULL
);

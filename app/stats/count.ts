/**
 * Counting, as plain SQL both runtimes run: the Node server on its SQLite
 * statistics file, the worker on D1. Each adapter only says how to run a
 * batch of statements in one transaction.
 */
import {
  newSalt,
  type PageView,
  type RequestFacts,
  skipReason,
  type Source,
  statsDay,
  visitorKey,
} from "./visit";

export interface Statement {
  sql: string;
  args: (string | number)[];
}

/** Runs the statements in order, in one transaction; resolves with each one's rows. */
export type RunBatch = (statements: Statement[]) => Promise<Record<string, unknown>[][]>;

/**
 * Bounds against a flood of made-up beacons: at most this many visitors
 * recognised per day (beyond, views still count, visitors no longer), and at
 * most this many rows of counts per day (beyond, new sources are counted as
 * "(weitere)"). A real site of this kind sees far fewer.
 */
export const statsLimits = { visitorsPerDay: 50_000, rowsPerDay: 5_000 };
export const otherSources = "(weitere)";

/** Today's salt, made by whoever asks first; cached per store, as it is the same all day. */
const salts = new WeakMap<RunBatch, { day: string; salt: string }>();

async function daySalt(run: RunBatch, day: string): Promise<string> {
  const cached = salts.get(run);
  if (cached?.day === day) return cached.salt;
  const results = await run([
    // Yesterday's keys go with the day: without its salt nobody can recompute them.
    ...forgetPastDays(day),
    { sql: "INSERT OR IGNORE INTO stats_salt (day, salt) VALUES (?, ?)", args: [day, newSalt()] },
    { sql: "SELECT salt FROM stats_salt WHERE day = ?", args: [day] },
  ]);
  const salt = String(results.at(-1)?.[0]?.salt);
  salts.set(run, { day, salt });
  return salt;
}

/** Deletes the visitor keys and salts of days before `day`. */
function forgetPastDays(day: string): Statement[] {
  return ["stats_salt", "stats_days", "stats_visitors", "stats_page_visitors"].map((table) => ({
    sql: `DELETE FROM ${table} WHERE day < ?`,
    args: [day],
  }));
}

/**
 * Deletes counts older than `months` (the privacy policy's retention) and the
 * visitor keys and salts of past days, also a past day's salt held in memory.
 */
export async function deleteExpired(run: RunBatch, months: number, now: number): Promise<void> {
  const today = statsDay(now);
  if ((salts.get(run)?.day ?? today) < today) salts.delete(run);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const oldest = statsDay(cutoff.getTime());
  await run([
    ...forgetPastDays(today),
    { sql: "DELETE FROM stats_visits WHERE day < ?", args: [oldest] },
    { sql: "DELETE FROM stats_enquiries WHERE day < ?", args: [oldest] },
  ]);
}

/*
 * Parameters of the statements below: ?1 day, ?2 page, ?3 referrer, ?4-?6 UTM,
 * ?7 device, ?8 visitor key, ?9 visitors per day, ?10 rows per day.
 */
const seenToday = "EXISTS (SELECT 1 FROM stats_visitors WHERE day = ?1 AND visitor = ?8)";
const seenOnPage =
  "EXISTS (SELECT 1 FROM stats_page_visitors WHERE day = ?1 AND visitor = ?8 AND page = ?2)";
/** A visitor the day still has room for. */
const admitted = `(${seenToday} OR coalesce((SELECT visitors FROM stats_days WHERE day = ?1), 0) < ?9)`;
/** The source is kept as it is when the day has its row already or room for another. */
const keepSource = `(EXISTS (SELECT 1 FROM stats_visits WHERE day = ?1 AND page = ?2 AND referrer = ?3
  AND utm_source = ?4 AND utm_medium = ?5 AND utm_campaign = ?6 AND device = ?7)
  OR (SELECT count(*) FROM stats_visits WHERE day = ?1) < ?10)`;

/**
 * The statement with only the parameters its SQL uses, numbered afresh: D1
 * refuses a binding the statement does not use.
 */
function bound(sql: string, all: (string | number)[]): Statement {
  const used = [...new Set(Array.from(sql.matchAll(/\?(\d+)/g), (match) => Number(match[1])))].sort(
    (a, b) => a - b,
  );
  const renumbered = new Map(used.map((number, index) => [number, index + 1]));
  return {
    sql: sql.replace(/\?(\d+)/g, (_, number: string) => `?${renumbered.get(Number(number))}`),
    args: used.map((number) => all[number - 1]!),
  };
}

/** One view: its count, and the day's visitor keys that tell whether the visitor is new. */
function viewStatements(view: PageView, day: string, visitor: string): Statement[] {
  const args = [
    day,
    view.page,
    view.referrer,
    view.utmSource,
    view.utmMedium,
    view.utmCampaign,
    view.device,
    visitor,
    statsLimits.visitorsPerDay,
    statsLimits.rowsPerDay,
  ];
  return [
    // First, while the keys still tell the state before this view.
    bound(
      `WITH flags AS (SELECT ${keepSource} AS keep, ${admitted} AS admitted,
          ${seenToday} AS seen, ${seenOnPage} AS seen_page)
        INSERT INTO stats_visits
        (day, page, referrer, utm_source, utm_medium, utm_campaign, device, views, visitors, entries)
        SELECT ?1, ?2, CASE WHEN keep THEN ?3 ELSE '${otherSources}' END, CASE WHEN keep THEN ?4 ELSE '' END,
          CASE WHEN keep THEN ?5 ELSE '' END, CASE WHEN keep THEN ?6 ELSE '' END, ?7, 1,
          NOT seen_page AND admitted, NOT seen AND admitted
        FROM flags WHERE true
        ON CONFLICT (day, page, referrer, utm_source, utm_medium, utm_campaign, device) DO UPDATE SET
          views = views + 1, visitors = visitors + excluded.visitors, entries = entries + excluded.entries`,
      args,
    ),
    bound(
      `INSERT OR IGNORE INTO stats_page_visitors (day, visitor, page) SELECT ?1, ?8, ?2 WHERE ${admitted}`,
      args,
    ),
    // The first view of the day is the visit's start: its page and source are the visit's.
    bound(
      `INSERT OR IGNORE INTO stats_visitors
        (day, visitor, landing, referrer, utm_source, utm_medium, utm_campaign)
        SELECT ?1, ?8, ?2, ?3, ?4, ?5, ?6 WHERE ${admitted}`,
      args,
    ),
    // changes(): 1 when the statement before added the visitor.
    bound(
      `INSERT INTO stats_days (day, visitors) VALUES (?1, changes())
        ON CONFLICT (day) DO UPDATE SET visitors = visitors + excluded.visitors`,
      args,
    ),
  ];
}

/** Counts one page view. */
export async function countView(
  run: RunBatch,
  view: PageView,
  facts: RequestFacts,
  now = Date.now(),
): Promise<void> {
  const day = statsDay(now);
  const visitor = await visitorKey(await daySalt(run, day), facts);
  await run(viewStatements(view, day, visitor));
}

/**
 * Counts one stored enquiry by its form's page and by the page and source
 * where the sender's visit began today (looked up by the day's visitor key);
 * unknown when the visit was not counted (no script, opted out, another day).
 */
export async function countEnquiry(
  run: RunBatch,
  page: string,
  request: RequestFacts,
  owners: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const skip = skipReason(request, owners);
  // The owner's test enquiries are no conversions; an opted-out sender's count without source.
  if (skip === "owner") return;
  const facts = skip ? undefined : request;
  const day = statsDay(now);
  let start: Source & { landing: string } = {
    landing: "",
    referrer: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
  };
  if (facts) {
    const visitor = await visitorKey(await daySalt(run, day), facts);
    const [rows] = await run([
      {
        sql: `SELECT landing, referrer, utm_source AS utmSource, utm_medium AS utmMedium,
          utm_campaign AS utmCampaign FROM stats_visitors WHERE day = ? AND visitor = ?`,
        args: [day, visitor],
      },
    ]);
    if (rows?.[0]) start = rows[0] as unknown as typeof start;
  }
  await run([
    {
      sql: `INSERT INTO stats_enquiries
        (day, page, landing, referrer, utm_source, utm_medium, utm_campaign, enquiries)
        VALUES (?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (day, page, landing, referrer, utm_source, utm_medium, utm_campaign)
        DO UPDATE SET enquiries = enquiries + 1`,
      args: [
        day,
        page,
        String(start.landing),
        String(start.referrer),
        String(start.utmSource),
        String(start.utmMedium),
        String(start.utmCampaign),
      ],
    },
  ]);
}

/**
 * The statistics' tables are defined once, in migrations/0003_stats.sql: D1 and
 * the Node server's statistics file are made from it (sqlite/migrations.ts), and
 * the privacy policy names every column (app/stats/policy.test.ts).
 *
 * Two kinds of table. The counts (`stats_visits`, `stats_enquiries`) are kept
 * for the retention period. The day's visitor keys (`stats_salt`,
 * `stats_days`, `stats_visitors`, `stats_page_visitors`) only tell "seen
 * today already?" and are deleted once the day is over.
 */
/**
 * What each column holds, in the privacy policy's words. A column stored
 * without a line here fails the test, and the policy lists these lines.
 */
const counts =
  "die Anzahl der Seitenaufrufe, der Besucher, der begonnenen Besuche und der Anfragen";
const campaign =
  "die Angaben zur Kampagne im Link, über den Sie kamen (utm_source, utm_medium, utm_campaign), etwa „newsletter“";
const report = "wann ein Monatsbericht an uns versandt wurde";
export const statsColumnMeanings: Record<string, string> = {
  day: "der Tag",
  page: "die aufgerufene Seite unserer Website, ohne Parameter",
  landing: "die Seite, auf der ein Besuch begann",
  referrer: "die Website, von der Sie kamen, nur mit ihrem Namen (etwa „linkedin.com“)",
  utm_source: campaign,
  utm_medium: campaign,
  utm_campaign: campaign,
  device: "die Geräteklasse: Smartphone, Tablet oder Computer",
  views: counts,
  visitors: counts,
  entries: counts,
  enquiries: counts,
  salt: "ein zufälliger Tageswert (Salt), nur bis zum Ende des Tages",
  visitor:
    "eine Tageskennung je Besucher: ein Hashwert aus dem Tageswert, Ihrer IP-Adresse, der Kennung Ihres Browsers und dem Namen unserer Website, nur bis zum Ende des Tages",
  month: report,
  sent_at: report,
};

/** What the statistics store, each kind of datum once, for the privacy policy ({statistikdaten}). */
export const statsDataInPolicy = [...new Set(Object.values(statsColumnMeanings))];

/** Each table and its columns, read from CREATE TABLE statements. */
export function statsColumns(statements: readonly string[]): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const statement of statements) {
    const [, table, body] =
      /CREATE TABLE (?:IF NOT EXISTS )?(\w+) \(([\s\S]*)\)$/.exec(statement) ?? [];
    if (!table || !body) continue;
    const columns = body
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("PRIMARY KEY"))
      .map((line) => line.split(/\s+/)[0]!);
    tables.set(table, columns);
  }
  return tables;
}

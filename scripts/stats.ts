/**
 * `npm run stats`: the owner's view of the visit statistics (docs/decisions/050-first-party-statistics.md).
 *
 *   npm run stats                      the last 30 days: visits, enquiries, conversion per page and source
 *   npm run stats -- --days 90         another period
 *   npm run stats -- --csv [file.csv]  the same as CSV (UTF-8, for Excel or Numbers)
 *   npm run stats -- --d1 …            the same from the edge worker's Cloudflare D1
 *
 * Counts past the retention period are deleted first, as the server does daily
 * (in D1 the worker's cron run deletes them).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { deleteExpired } from "#app/stats/count";
import { lastDays, type ReadRows, readFigures } from "#app/stats/figures";
import { enquiryConfig } from "#app/enquiry/config";
import { dataDirOf, libsqlBatch, openStatsDatabase, statsFile } from "../sqlite/database";
import { d1Query } from "./d1-enquiries";
import { statsCsv, statsText } from "./stats-report";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index < 0 ? undefined : (args[index + 1] ?? "");
};
const days = Number(option("--days")) || 30;
const csvOption = option("--csv");
const csvFile =
  csvOption === undefined
    ? undefined
    : csvOption.endsWith(".csv")
      ? csvOption
      : `statistik-${new Date().toISOString().slice(0, 10)}.csv`;
const config = { ...enquiryConfig(process.env), dataDir: dataDirOf() };
const fromD1 = args.includes("--d1");

async function figures() {
  const period = lastDays(days);
  if (fromD1) return readFigures((sql, params) => d1Query(process.env, sql, params), period);
  const db = await openStatsDatabase(config.dataDir);
  try {
    const run = libsqlBatch(db);
    await deleteExpired(run, config.statsRetentionMonths, Date.now());
    const read: ReadRows = async (sql, params) => (await run([{ sql, args: params }]))[0]!;
    return await readFigures(read, period);
  } finally {
    db.close();
  }
}

const result = await figures().catch((error: Error) => {
  console.error(`Statistik nicht lesbar: ${error.message}`);
  process.exit(1);
});
if (csvFile) {
  writeFileSync(csvFile, statsCsv(result));
  console.log(`Statistik der letzten ${days} Tage in ${csvFile} geschrieben.`);
} else {
  console.log(statsText(result, fromD1 ? "Cloudflare D1" : join(config.dataDir, statsFile)));
}

/**
 * `npm run leads`: the owner's view of the enquiries in the database.
 *
 *   npm run leads                     the 20 newest, one block each
 *   npm run leads -- --limit 100      more of them
 *   npm run leads -- --csv [file.csv] all of them as CSV (UTF-8, for Excel or Numbers);
 *                                     a file, because npm itself writes to stdout
 *   npm run leads -- --d1 …           the same from the edge worker's Cloudflare D1
 *   npm run leads -- --restore <file> brings back the enquiries of a backup
 *                                     (DATA_DIR/backups/) that the database lacks
 *
 * Enquiries past the retention period are deleted first, as the server does daily
 * (in D1 the worker's cron run deletes them).
 */
import { writeFileSync } from "node:fs";
import { enquiryConfig } from "#app/enquiry/config";
import { restoreEnquiries } from "../sqlite/backups";
import { dataDirOf, openDatabase } from "../sqlite/database";
import { deleteExpiredEnquiries, recentEnquiries } from "../sqlite/enquiries";
import type { StoredEnquiry } from "#app/enquiry/record";
import { d1RecentEnquiries } from "./d1-enquiries";
import { leadBlocks, leadsCsv } from "#app/enquiry/lead-columns";

const args = process.argv.slice(2);
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) || 20 : 20;
const csvIndex = args.indexOf("--csv");
const csvFile =
  csvIndex < 0
    ? undefined
    : args[csvIndex + 1]?.endsWith(".csv")
      ? args[csvIndex + 1]!
      : `anfragen-${new Date().toISOString().slice(0, 10)}.csv`;
const config = { ...enquiryConfig(process.env), dataDir: dataDirOf() };

const restoreIndex = args.indexOf("--restore");
if (restoreIndex >= 0) {
  const backup = args[restoreIndex + 1];
  if (!backup) {
    console.error(
      "Welche Sicherung? npm run leads -- --restore data/backups/enquiries-JJJJ-MM-TT.db",
    );
    process.exit(1);
  }
  try {
    const restored = await restoreEnquiries(config.dataDir, backup, config.retentionDays);
    console.log(`${restored} Anfragen aus ${backup} wiederhergestellt.`);
    process.exit(0);
  } catch (error) {
    console.error(`Wiederherstellen fehlgeschlagen: ${String(error)}`);
    process.exit(1);
  }
}

const fromD1 = args.includes("--d1");
const source = fromD1 ? "Cloudflare D1" : config.dataDir;

async function sqliteEnquiries(count: number): Promise<StoredEnquiry[]> {
  const db = await openDatabase(config.dataDir);
  await deleteExpiredEnquiries(db, config.retentionDays);
  const enquiries = await recentEnquiries(db, count);
  db.close();
  return enquiries;
}

const count = csvFile ? -1 : limit;
const enquiries = await (
  fromD1 ? d1RecentEnquiries(process.env, count) : sqliteEnquiries(count)
).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

if (csvFile) {
  // Personal data: readable by the owner only.
  writeFileSync(csvFile, leadsCsv(enquiries), { mode: 0o600 });
  console.log(`${enquiries.length} Anfragen in ${csvFile} geschrieben.`);
} else if (enquiries.length === 0) {
  console.log(`Keine Anfragen in ${source} (Aufbewahrung: ${config.retentionDays} Tage).`);
} else {
  for (const block of leadBlocks(enquiries)) console.log(`${block}\n`);
  console.log(`${enquiries.length} neueste Anfragen; alle als CSV: npm run leads -- --csv`);
}

/**
 * `npm run leads`: the owner's view of the enquiries in the database.
 *
 *   npm run leads                     the 20 newest, one block each
 *   npm run leads -- --limit 100      more of them
 *   npm run leads -- --csv [file.csv] all of them as CSV (UTF-8, for Excel or Numbers);
 *                                     a file, because npm itself writes to stdout
 *   npm run leads -- --d1 …           the same from the edge worker's Cloudflare D1
 *
 * Enquiries past the retention period are deleted first, as the server does daily
 * (in D1 the worker's cron run deletes them).
 */
import { writeFileSync } from "node:fs";
import { readConfig } from "../server/config";
import { openDatabase } from "../server/database";
import { deleteExpiredEnquiries, recentEnquiries, type StoredEnquiry } from "../server/enquiries";
import { d1RecentEnquiries } from "./d1-enquiries";

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
const config = readConfig();

const columns: [keyof StoredEnquiry, string][] = [
  ["id", "Nr."],
  ["createdAt", "Eingang"],
  ["name", "Name"],
  ["email", "E-Mail"],
  ["company", "Unternehmen"],
  ["preferredTime", "Wunschzeit"],
  ["page", "Seite"],
  ["message", "Nachricht"],
];

function display(enquiry: StoredEnquiry, key: keyof StoredEnquiry): string {
  return key === "createdAt" ? new Date(enquiry.createdAt).toISOString() : String(enquiry[key]);
}

/** One CSV cell; a leading = + - @ is defused so a spreadsheet never runs a visitor's text as a formula. */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
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
  const lines = [columns.map(([, label]) => csvCell(label)).join(",")];
  for (const enquiry of enquiries)
    lines.push(columns.map(([key]) => csvCell(display(enquiry, key))).join(","));
  // Personal data: readable by the owner only.
  writeFileSync(csvFile, `\uFEFF${lines.join("\r\n")}\r\n`, { mode: 0o600 });
  console.log(`${enquiries.length} Anfragen in ${csvFile} geschrieben.`);
} else if (enquiries.length === 0) {
  console.log(`Keine Anfragen in ${source} (Aufbewahrung: ${config.retentionDays} Tage).`);
} else {
  for (const enquiry of enquiries) {
    console.log(columns.map(([key, label]) => `${label}: ${display(enquiry, key)}`).join("\n"));
    console.log("");
  }
  console.log(`${enquiries.length} neueste Anfragen; alle als CSV: npm run leads -- --csv`);
}

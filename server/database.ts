import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { type EnquiryFieldTable, enquiryFields } from "#app/content/enquiry-fields";
import { missingColumnStatements } from "./enquiry-record";

/**
 * The embedded SQLite database that holds enquiries and their outbox.
 * Migrations run in order; `PRAGMA user_version` records how many have run.
 * The columns of fields added to the table since follow on their own.
 */
const migrations: string[][] = [
  [
    `CREATE TABLE enquiries (
      id INTEGER PRIMARY KEY,
      created_at INTEGER NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT NOT NULL,
      message TEXT NOT NULL,
      preferred_time TEXT NOT NULL,
      page TEXT NOT NULL
    )`,
    "CREATE INDEX enquiries_created_at ON enquiries (created_at)",
    `CREATE TABLE outbox (
      enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT
    )`,
  ],
];

export async function openDatabase(
  dataDir: string,
  fields: EnquiryFieldTable = enquiryFields,
): Promise<Client> {
  // Enquiries are personal data: only the service user may read the directory.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // One connection: the pragmas below hold for every statement, and SQLite has one writer anyway.
  const db = createClient({
    url: `file:${join(resolve(dataDir), "enquiries.db")}`,
    concurrency: 1,
  });
  try {
    // WAL lets `npm run leads` read while the server writes; the timeout rides out that overlap.
    await db.execute("PRAGMA journal_mode = WAL");
    await db.execute("PRAGMA busy_timeout = 5000");
    await db.execute("PRAGMA foreign_keys = ON");
    await migrate(db);
    await addMissingColumns(db, fields);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

async function migrate(db: Client): Promise<void> {
  const { rows } = await db.execute("PRAGMA user_version");
  const applied = Number(rows[0]?.[0] ?? 0);
  for (const [index, statements] of migrations.entries()) {
    if (index < applied) continue;
    await db.batch([...statements, `PRAGMA user_version = ${index + 1}`], "write");
  }
}

const columnNames = "SELECT name FROM pragma_table_info('enquiries')";

/**
 * Adds the columns of fields the table has and the database lacks. Checked
 * again inside the write transaction: a second process (`npm run leads`)
 * may have added them meanwhile.
 */
async function addMissingColumns(db: Client, fields: EnquiryFieldTable): Promise<void> {
  const missing = async (reader: Pick<Client, "execute">) =>
    missingColumnStatements(
      (await reader.execute(columnNames)).rows.map((row) => String(row.name)),
      fields,
    );
  if (!(await missing(db)).length) return;
  const transaction = await db.transaction("write");
  try {
    for (const statement of await missing(transaction)) await transaction.execute(statement);
    await transaction.commit();
  } finally {
    transaction.close();
  }
}

import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { type Connection, openConnection, type Sql } from "./connection";
import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";
import { missingColumnStatements } from "#app/enquiry/record";

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

/** `npm run leads` and the tests: a `@libsql/client` Client that waits up to 5 s for a lock. */
export async function openDatabase(
  dataDir: string,
  fields: EnquiryFieldTable = enquiryFields,
): Promise<Client> {
  const db = createClient({ url: `file:${databaseFile(dataDir)}`, concurrency: 1 });
  try {
    await prepareDatabase(db, fields, 5000);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The running server's connection, which never waits for a lock (decision 042). */
export async function openServerDatabase(
  dataDir: string,
  fields: EnquiryFieldTable = enquiryFields,
): Promise<Connection> {
  const db = openConnection(databaseFile(dataDir));
  try {
    await prepareDatabase(db, fields, 0);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function databaseFile(dataDir: string): string {
  // Enquiries are personal data: only the service user may read the directory.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return join(resolve(dataDir), "enquiries.db");
}

async function prepareDatabase(db: Sql, fields: EnquiryFieldTable, busyTimeoutMs: number) {
  // WAL lets `npm run leads` read while the server writes.
  await db.execute("PRAGMA journal_mode = WAL");
  await db.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  await db.execute("PRAGMA foreign_keys = ON");
  await migrate(db);
  await addMissingColumns(db, fields);
}

async function migrate(db: Sql): Promise<void> {
  const { rows } = await db.execute("PRAGMA user_version");
  const applied = Number(rows[0]?.user_version ?? 0);
  for (const [index, statements] of migrations.entries()) {
    if (index < applied) continue;
    await db.batch([...statements, `PRAGMA user_version = ${index + 1}`], "write");
  }
}

const columnNames = "SELECT name FROM pragma_table_info('enquiries')";

/**
 * Adds the columns of fields the table has and the database lacks. A second
 * process (`npm run leads`) may add them at the same moment: then the batch
 * fails as a whole and is made again from what the database has by then.
 */
async function addMissingColumns(db: Sql, fields: EnquiryFieldTable): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const existing = (await db.execute(columnNames)).rows.map((row) => String(row.name));
    const missing = missingColumnStatements(existing, fields);
    if (!missing.length) return;
    try {
      await db.batch(missing, "write");
      return;
    } catch (error) {
      if (attempt > 1 || !/duplicate column/i.test(String(error))) throw error;
    }
  }
}

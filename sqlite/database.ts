import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { type Connection, openConnection, type Sql } from "./connection";
import type { RunBatch } from "#app/stats/count";
import { applyMigrations } from "./migrations";

/**
 * The Node server's SQLite files, made from migrations/ (sqlite/migrations.ts):
 * `enquiries.db` with the enquiries and their outbox, and `stats.db` with the
 * statistics, apart so neither can hold up or break the other.
 */
const enquiryTables = new Set(["enquiries", "outbox"]);
const isStatsTable = (table: string) => table.startsWith("stats_");
export const statsFile = "stats.db";

/** Where the files are: DATA_DIR, or `data/` in the working directory. */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env) => env.DATA_DIR ?? "data";

/** `npm run leads` and the tests: a `@libsql/client` Client that waits up to 5 s for a lock. */
export async function openDatabase(dataDir: string): Promise<Client> {
  const db = createClient({ url: `file:${databaseFile(dataDir)}`, concurrency: 1 });
  try {
    await prepareDatabase(db, 5000);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The running server's connection, which never waits for a lock (decision 042). */
export async function openServerDatabase(dataDir: string): Promise<Connection> {
  const db = openConnection(databaseFile(dataDir));
  try {
    await prepareDatabase(db, 0);
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

async function prepareDatabase(db: Sql, busyTimeoutMs: number) {
  // WAL lets `npm run leads` read while the server writes.
  await db.execute("PRAGMA journal_mode = WAL");
  await db.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  await db.execute("PRAGMA foreign_keys = ON");
  await applyMigrations(db, (table) => enquiryTables.has(table));
}

/** The statements of `run` on a libsql client, in one write transaction. */
export function libsqlBatch(db: Client): RunBatch {
  return async (statements) =>
    (await db.batch(statements, "write")).map(
      (result) => result.rows as unknown as Record<string, unknown>[],
    );
}

/** Opens (and creates) the statistics file. */
export async function openStatsDatabase(dataDir: string): Promise<Client> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = createClient({ url: `file:${join(resolve(dataDir), statsFile)}`, concurrency: 1 });
  try {
    await db.execute("PRAGMA journal_mode = WAL");
    // A count lost in a power cut does not matter; a sync per beacon would.
    await db.execute("PRAGMA synchronous = NORMAL");
    await db.execute("PRAGMA busy_timeout = 5000");
    await applyMigrations(db, isStatsTable);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

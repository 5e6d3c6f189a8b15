import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Sql } from "./connection";

/**
 * The one SQL schema: migrations/*.sql. Wrangler applies them to D1; the Node
 * server applies the same files to its SQLite files, in the same order, and
 * records them in the same table as D1 (`d1_migrations`), so each runs once.
 * Each Node file takes the statements on its own tables (`enquiries.db` the
 * enquiries, `stats.db` the statistics).
 */
export interface Migration {
  name: string;
  statements: string[];
}

/** The migrations in the order wrangler applies them (by file name). */
export function readMigrations(dir = "migrations"): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((name) => ({
      name,
      statements: readFileSync(join(dir, name), "utf8")
        .replace(/^--.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

/** Every statement of every migration, for the tests that build a D1 or SQLite from them. */
export function migrationStatements(dir?: string): string[] {
  return readMigrations(dir).flatMap((migration) => migration.statements);
}

/** The table a statement creates, changes, indexes or writes. */
function tableOf(statement: string): string | undefined {
  return /\b(?:TABLE(?: IF NOT EXISTS)?|INTO|FROM|ON)\s+(\w+)/i.exec(statement)?.[1];
}

/** D1's own record of the migrations it applied. */
const tracking = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/**
 * What already exists need not be made again: a file the server made before it
 * took its schema from migrations/ (decision 055) has its tables, and possibly
 * a column it added by itself.
 */
async function exists(db: Sql, statement: string): Promise<boolean> {
  const column = /^ALTER TABLE (\w+) ADD COLUMN (\w+)/i.exec(statement);
  const object = /^CREATE (?:TABLE|INDEX) (\w+)/i.exec(statement);
  if (column) {
    const { rows } = await db.execute({
      sql: "SELECT 1 FROM pragma_table_info(?) WHERE name = ?",
      args: [column[1]!, column[2]!],
    });
    return rows.length > 0;
  }
  if (object) {
    const { rows } = await db.execute({
      sql: "SELECT 1 FROM sqlite_master WHERE name = ?",
      args: [object[1]!],
    });
    return rows.length > 0;
  }
  return false;
}

/** The names of the migrations the file has recorded. */
async function applied(db: Sql): Promise<Set<string>> {
  const { rows } = await db.execute("SELECT name FROM d1_migrations");
  return new Set(rows.map((row) => String(row.name)));
}

/**
 * Applies the migrations not yet recorded, each in one transaction with its
 * record, keeping the statements on the tables `owns` names. A file that has
 * them all is only read, never written. A second process (`npm run leads`) may
 * apply one at the same moment: then the transaction fails as a whole and the
 * migration is found recorded when looked at again.
 */
export async function applyMigrations(
  db: Sql,
  owns: (table: string) => boolean,
  migrations: readonly Migration[] = readMigrations(),
): Promise<void> {
  const tracked = await db.execute("SELECT 1 FROM sqlite_master WHERE name = 'd1_migrations'");
  if (!tracked.rows.length) await db.execute(tracking);
  let done = await applied(db);
  for (const { name, statements } of migrations) {
    for (let attempt = 1; !done.has(name); attempt++) {
      const needed: string[] = [];
      for (const statement of statements) {
        if (owns(tableOf(statement) ?? "") && !(await exists(db, statement)))
          needed.push(statement);
      }
      try {
        await db.batch(
          [...needed, { sql: "INSERT INTO d1_migrations (name) VALUES (?)", args: [name] }],
          "write",
        );
        done.add(name);
      } catch (error) {
        if (attempt > 1) throw error;
        done = await applied(db);
      }
    }
  }
}

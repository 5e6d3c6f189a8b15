import { createClient } from "@libsql/client";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";
import { tableWithAddedField } from "../tests/support/added-field";
import { applyMigrations, migrationStatements, readMigrations } from "./migrations";

const opened: ReturnType<typeof createClient>[] = [];
function memory() {
  const db = createClient({ url: ":memory:" });
  opened.push(db);
  return db;
}
afterEach(() => opened.splice(0).forEach((db) => db.close()));

const names = async (db: ReturnType<typeof createClient>, sql: string) =>
  (await db.execute(sql)).rows.map((row) => String(row.name));
const tables = (db: ReturnType<typeof createClient>) =>
  names(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");

/**
 * The statements a migration for the table's fields needs: one column per
 * field the migrations do not have yet (D1 and the Node server alike take
 * their schema only from migrations/).
 */
async function missingColumns(fields: EnquiryFieldTable): Promise<string[]> {
  const db = memory();
  for (const statement of migrationStatements()) await db.execute(statement);
  const existing = await names(db, "SELECT name FROM pragma_table_info('enquiries')");
  return Object.values(fields)
    .filter(({ column }) => !existing.includes(column))
    .map(({ column }) => `ALTER TABLE enquiries ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`);
}

describe("the one SQL schema (migrations/)", () => {
  it("has a column for every field of the table", async () => {
    const missing = await missingColumns(enquiryFields);
    expect(missing, `Neue Datei migrations/000N_….sql:\n${missing.join(";\n")};`).toEqual([]);
  });

  it("names the statement a migration for a new field needs", async () => {
    expect(await missingColumns(tableWithAddedField)).toEqual([
      "ALTER TABLE enquiries ADD COLUMN position TEXT NOT NULL DEFAULT ''",
    ]);
  });

  it("gives each Node file its own tables and records every migration, as D1 does", async () => {
    const enquiries = memory();
    const stats = memory();
    await applyMigrations(enquiries, (table) => table === "enquiries" || table === "outbox");
    await applyMigrations(stats, (table) => table.startsWith("stats_"));
    expect(await tables(enquiries)).toEqual([
      "d1_migrations",
      "enquiries",
      "outbox",
      "sqlite_sequence",
    ]);
    expect((await tables(stats)).filter((name) => name.startsWith("stats_")).length).toBe(7);
    expect(await tables(stats)).not.toContain("enquiries");
    const recorded = await names(enquiries, "SELECT name FROM d1_migrations ORDER BY id");
    expect(recorded).toEqual(readMigrations().map((migration) => migration.name));
  });

  it("applies a new migration once to a file made before it, whose enquiries stay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    const all = readMigrations();
    const db = memory();
    const owns = (table: string) => table === "enquiries" || table === "outbox";
    await applyMigrations(db, owns, all);
    await db.execute(
      "INSERT INTO enquiries (created_at, name, email, company, message, preferred_time, page) VALUES (1, 'Ada', 'a@example.org', '', 'Hallo Welt!', '', '/kontakt')",
    );
    writeFileSync(
      join(dir, "9999_added.sql"),
      "ALTER TABLE enquiries ADD COLUMN position TEXT NOT NULL DEFAULT '';\n",
    );
    const added = [...all, ...readMigrations(dir)];
    await applyMigrations(db, owns, added);
    await applyMigrations(db, owns, added);
    expect(
      (await db.execute("SELECT name, position FROM enquiries")).rows.map((row) => ({ ...row })),
    ).toEqual([{ name: "Ada", position: "" }]);
  });

  it("takes over a file the server made by itself before (user_version 1, a column added on its own)", async () => {
    const db = memory();
    await db.batch(
      [
        "CREATE TABLE enquiries (id INTEGER PRIMARY KEY, created_at INTEGER NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, company TEXT NOT NULL, message TEXT NOT NULL, preferred_time TEXT NOT NULL, page TEXT NOT NULL)",
        "CREATE INDEX enquiries_created_at ON enquiries (created_at)",
        "CREATE TABLE outbox (enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT)",
        "ALTER TABLE enquiries ADD COLUMN topic TEXT NOT NULL DEFAULT ''",
        "INSERT INTO enquiries VALUES (1, 1, 'Ada', 'a@example.org', '', 'Hallo Welt!', '', '/kontakt', 'strategie')",
        "PRAGMA user_version = 1",
      ],
      "write",
    );
    await applyMigrations(db, (table) => table === "enquiries" || table === "outbox");
    const columns = await names(db, "SELECT name FROM pragma_table_info('enquiries')");
    for (const { column } of Object.values(enquiryFields)) expect(columns).toContain(column);
    expect((await db.execute("SELECT topic FROM enquiries")).rows[0]?.topic).toBe("strategie");
  });
});

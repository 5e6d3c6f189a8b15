import { createClient } from "@libsql/client";
import { expect, it } from "vitest";
import type { EnquiryFieldTable } from "#app/enquiry/fields";
import { missingColumnStatements } from "#app/enquiry/record";
import { tableWithPhone } from "../tests/support/added-field";
import { statsSchema } from "#app/stats/schema";
import { d1MigrationStatements } from "./migrations";

/**
 * D1 takes its schema only from migrations/ (wrangler applies them); the
 * Node server adds a new field's column by itself. So a field added to the
 * table needs a migration file, and this says which statements to put in it.
 */
async function missingInD1(fields?: EnquiryFieldTable): Promise<string[]> {
  const db = createClient({ url: ":memory:" });
  try {
    for (const statement of d1MigrationStatements()) await db.execute(statement);
    const { rows } = await db.execute("SELECT name FROM pragma_table_info('enquiries')");
    return missingColumnStatements(
      rows.map((row) => String(row.name)),
      fields,
    );
  } finally {
    db.close();
  }
}

it("the D1 migrations have a column for every field of the table", async () => {
  const missing = await missingInD1();
  expect(missing, `Neue Datei migrations/000N_….sql:\n${missing.join(";\n")};`).toEqual([]);
});

it("names the statement a migration for a new field needs", async () => {
  expect(await missingInD1(tableWithPhone)).toEqual([
    "ALTER TABLE enquiries ADD COLUMN phone TEXT NOT NULL DEFAULT ''",
  ]);
});

it("D1 has the statistics' tables as the Node server makes them (app/stats/schema.ts)", () => {
  const statsStatements = d1MigrationStatements().filter((statement) =>
    /CREATE TABLE IF NOT EXISTS stats_/.test(statement),
  );
  expect(statsStatements).toEqual(statsSchema);
});

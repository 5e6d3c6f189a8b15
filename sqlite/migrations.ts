import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The statements of the D1 migrations (migrations/*.sql) in the order
 * wrangler applies them, for the tests that build a D1 or SQLite from them.
 */
export function d1MigrationStatements(dir = "migrations"): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      readFileSync(join(dir, file), "utf8")
        .replace(/^--.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { openDatabase } from "./database";
import { runScript, type Sql } from "./connection";

/**
 * A consistent copy of the enquiry database each day (`VACUUM INTO`), in
 * DATA_DIR/backups/, readable by the owner only; the last `backupsKept` are
 * kept. The retention period holds for them as for the database: a backup
 * older than it is deleted, and from the others the expired enquiries.
 * `npm run leads -- --restore <file>` brings a backup's enquiries back.
 */
export const backupsKept = 7;
const dayMs = 24 * 60 * 60 * 1000;
const backupName = /^enquiries-(\d{4}-\d{2}-\d{2})\.db$/;

export const backupsDir = (dataDir: string) => join(dataDir, "backups");
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's backup, made unless it exists; then the retention rule over all of them. */
export async function backUpEnquiries(
  db: Sql,
  dataDir: string,
  retentionDays: number,
  now = Date.now(),
): Promise<string | undefined> {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `enquiries-${day(now)}.db`;
  let made: string | undefined;
  if (!readdirSync(dir).includes(name)) {
    // Written under another name first: a half-written copy never looks like a backup.
    const partial = join(dir, `${name}.partial`);
    rmSync(partial, { force: true });
    await db.execute({ sql: "VACUUM INTO ?", args: [partial] });
    chmodSync(partial, 0o600);
    renameSync(partial, join(dir, name));
    made = join(dir, name);
  }
  pruneBackups(dataDir, retentionDays, now);
  return made;
}

/** Keeps the newest `backupsKept` within the retention period, each without expired enquiries. */
function pruneBackups(dataDir: string, retentionDays: number, now = Date.now()): void {
  const dir = backupsDir(dataDir);
  const backups = readdirSync(dir)
    .map((file) => ({ file, date: backupName.exec(file)?.[1] }))
    .filter((backup): backup is { file: string; date: string } => Boolean(backup.date))
    .sort((a, b) => b.date.localeCompare(a.date));
  const cutoff = now - retentionDays * dayMs;
  for (const [index, { file, date }] of backups.entries()) {
    const path = join(dir, file);
    // A backup from a day that ended before the cutoff holds expired enquiries only.
    if (index >= backupsKept || Date.parse(date) + dayMs <= cutoff) {
      rmSync(path, { force: true });
      continue;
    }
    // VACUUM rewrites the file, so the deleted enquiries are gone from it, not just unlinked.
    runScript(
      path,
      `PRAGMA foreign_keys = ON; DELETE FROM enquiries WHERE created_at < ${Math.floor(cutoff)}; VACUUM;`,
    );
  }
}

/**
 * Copies the enquiries (with their unsent mails) of a backup that the database
 * lacks into it, creating the database if it is gone; those it has stay as
 * they are, and none past the retention period comes back. Resolves with how
 * many came back.
 */
export async function restoreEnquiries(
  dataDir: string,
  backup: string,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const db: Client = await openDatabase(dataDir);
  try {
    await db.execute({ sql: "ATTACH DATABASE ? AS backup", args: [backup] });
    const columns = (
      await db.execute(
        "SELECT b.name FROM pragma_table_info('enquiries', 'backup') AS b JOIN pragma_table_info('enquiries', 'main') AS m USING (name)",
      )
    ).rows.map((row) => String(row.name));
    if (!columns.includes("id")) throw new Error(`${backup}: keine Sicherung der Anfragen.`);
    const list = columns.join(", ");
    const [, restored] = await db.batch(
      [
        {
          sql: "CREATE TEMP TABLE restored AS SELECT id FROM backup.enquiries WHERE created_at >= ? AND id NOT IN (SELECT id FROM main.enquiries)",
          args: [now - retentionDays * dayMs],
        },
        `INSERT INTO main.enquiries (${list}) SELECT ${list} FROM backup.enquiries WHERE id IN (SELECT id FROM temp.restored)`,
        "INSERT INTO main.outbox SELECT * FROM backup.outbox WHERE enquiry_id IN (SELECT id FROM temp.restored)",
        "DROP TABLE temp.restored",
      ],
      "write",
    );
    await db.execute("DETACH DATABASE backup");
    return restored!.rowsAffected;
  } finally {
    db.close();
  }
}

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { backUpEnquiries, backupsDir, backupsKept } from "./backups";
import { openDatabase, openServerDatabase } from "./database";
import { recentEnquiries, storeEnquiry } from "./enquiries";
import { spawnServer } from "../tests/support/server-process";
import { temporaryDir, waitFor, writeFixtureBuild } from "../tests/support/server";

const dayMs = 24 * 60 * 60 * 1000;
const enquiry = (name: string) => ({
  name,
  email: "ada@example.org",
  message: "Eine Nachricht mit Inhalt.",
  page: "/kontakt" as const,
});

/** The names in a database file, oldest first. */
async function namesIn(file: string): Promise<string[]> {
  const db = createClient({ url: `file:${file}` });
  try {
    const { rows } = await db.execute("SELECT name FROM enquiries ORDER BY id");
    return rows.map((row) => String(row.name));
  } finally {
    db.close();
  }
}

const backups = (dataDir: string) => readdirSync(backupsDir(dataDir)).sort();

describe("daily backups of the enquiries", () => {
  it("makes a consistent copy readable by the owner only, once a day", async () => {
    const dataDir = temporaryDir("backup");
    const db = await openServerDatabase(dataDir);
    for (const name of ["Erste", "Zweite", "Dritte"]) await storeEnquiry(db, enquiry(name));
    const now = Date.parse("2026-11-27T03:00:00Z");
    const file = await backUpEnquiries(db, dataDir, 183, now);
    expect(file).toBe(join(backupsDir(dataDir), "enquiries-2026-11-27.db"));
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(statSync(backupsDir(dataDir)).mode & 0o777).toBe(0o700);
    expect(await namesIn(file!)).toEqual(["Erste", "Zweite", "Dritte"]);
    // The same day again: the copy is there already.
    expect(await backUpEnquiries(db, dataDir, 183, now + 60_000)).toBeUndefined();
    expect(backups(dataDir)).toEqual(["enquiries-2026-11-27.db"]);
    db.close();
  });

  it("keeps the last 7, and none older than the retention period or with expired enquiries", async () => {
    const dataDir = temporaryDir("backup-retention");
    const db = await openServerDatabase(dataDir);
    const start = Date.parse("2026-11-01T03:00:00Z");
    await storeEnquiry(db, enquiry("Alt"), start - 20 * dayMs);
    await storeEnquiry(db, enquiry("Neu"), start);
    for (let day = 0; day < 10; day++) await backUpEnquiries(db, dataDir, 183, start + day * dayMs);
    expect(backups(dataDir)).toHaveLength(backupsKept);
    expect(backups(dataDir)[0]).toBe("enquiries-2026-11-04.db");
    for (const file of backups(dataDir)) {
      expect(await namesIn(join(backupsDir(dataDir), file))).toEqual(["Alt", "Neu"]);
    }

    // A retention period of 25 days, on 2026-11-11: "Alt" (from 2026-10-12) has expired, in every backup too.
    await backUpEnquiries(db, dataDir, 25, start + 10 * dayMs);
    for (const file of backups(dataDir)) {
      expect(await namesIn(join(backupsDir(dataDir), file))).toEqual(["Neu"]);
    }
    // Five days later with a period of 8 days: only backups from the last 8 days remain.
    await backUpEnquiries(db, dataDir, 8, start + 15 * dayMs);
    expect(backups(dataDir)).toEqual([
      "enquiries-2026-11-08.db",
      "enquiries-2026-11-09.db",
      "enquiries-2026-11-10.db",
      "enquiries-2026-11-11.db",
      "enquiries-2026-11-16.db",
    ]);
    db.close();
  });

  it("npm run leads -- --restore brings every enquiry back after the database was deleted", async () => {
    const dataDir = temporaryDir("restore");
    const db = await openServerDatabase(dataDir);
    const names = Array.from({ length: 12 }, (_, index) => `Anfrage ${index + 1}`);
    for (const name of names) await storeEnquiry(db, enquiry(name));
    const file = (await backUpEnquiries(db, dataDir, 183))!;
    db.close();
    for (const suffix of ["", "-wal", "-shm"]) {
      rmSync(join(dataDir, `enquiries.db${suffix}`), { force: true });
    }

    const restore = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/leads.ts", "--restore", file],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toContain(`12 Anfragen aus ${file} wiederhergestellt.`);
    const restored = await openDatabase(dataDir);
    const back = await recentEnquiries(restored, 100);
    expect(back.map((stored) => stored.name).sort()).toEqual([...names].sort());
    // Their mails had not gone out yet: they are due again.
    expect((await restored.execute("SELECT count(*) AS n FROM outbox")).rows[0]!.n).toBe(12);
    restored.close();
  });

  it("the server makes today's backup when it starts", async () => {
    const root = temporaryDir("backup-server");
    writeFixtureBuild(join(root, "build"));
    const dataDir = join(root, "data");
    const server = await spawnServer({ BUILD_DIR: join(root, "build"), DATA_DIR: dataDir });
    try {
      const today = `enquiries-${new Date().toISOString().slice(0, 10)}.db`;
      await waitFor(() => (existsSync(join(backupsDir(dataDir), today)) ? true : undefined));
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});

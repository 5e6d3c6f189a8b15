import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { readMigrations } from "./migrations";
import { deleteExpiredEnquiries, recentEnquiries, storeEnquiry } from "./enquiries";
import { temporaryDir } from "../tests/support/server";

const dayMs = 24 * 60 * 60 * 1000;
const enquiry = {
  name: "Ada",
  email: "ada@example.org",
  message: "Eine Nachricht mit Inhalt.",
  page: "/kontakt" as const,
};

describe("enquiry storage", () => {
  it("migrates once and keeps the data when opened again", async () => {
    const dataDir = temporaryDir("migrate");
    const first = await openDatabase(dataDir);
    await storeEnquiry(first, enquiry);
    first.close();
    const again = await openDatabase(dataDir);
    const recorded = await again.execute("SELECT name FROM d1_migrations");
    expect(recorded.rows.map((row) => row.name)).toEqual(readMigrations().map(({ name }) => name));
    expect(await recentEnquiries(again, 10)).toHaveLength(1);
    again.close();
  });

  it("deletes enquiries past the retention period, with their outbox rows", async () => {
    const db = await openDatabase(temporaryDir("retention"));
    const now = Date.now();
    await storeEnquiry(db, { ...enquiry, name: "Alt" }, now - 200 * dayMs);
    await storeEnquiry(db, { ...enquiry, name: "Neu" }, now - 10 * dayMs);
    expect(await deleteExpiredEnquiries(db, 183, now)).toBe(1);
    expect((await recentEnquiries(db, 10)).map((row) => row.name)).toEqual(["Neu"]);
    expect((await db.execute("SELECT count(*) AS n FROM outbox")).rows[0]!.n).toBe(1);
    db.close();
  });
});

import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../sqlite/database";
import { storeEnquiry } from "../sqlite/enquiries";
import { temporaryDir } from "../tests/support/server";

const dayMs = 24 * 60 * 60 * 1000;

function leads(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("npm run leads", () => {
  it("lists recent enquiries, exports CSV safely and drops expired ones", async () => {
    const dataDir = temporaryDir("leads");
    const db = await openDatabase(dataDir);
    const base = { email: "a@example.org", page: "/nort" as const };
    await storeEnquiry(
      db,
      { ...base, name: "Alte Anfrage", message: "Längst vergessen." },
      Date.now() - 400 * dayMs,
    );
    await storeEnquiry(db, { ...base, name: "Erika", message: '=HYPERLINK("x") und "Zitat"' });
    db.close();

    const list = leads(dataDir);
    expect(list.stdout).toContain("Name: Erika");
    expect(list.stdout).not.toContain("Alte Anfrage");

    const file = join(dataDir, "export.csv");
    expect(leads(dataDir, "--csv", file).status).toBe(0);
    const csv = readFileSync(file, "utf8");
    expect(csv.startsWith('\uFEFF"Nr.","Eingang","Name"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"") und ""Zitat"""`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Three processes through tsx: seconds on a busy machine, not a timing budget.
  }, 30_000);
});

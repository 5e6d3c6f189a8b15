import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpired } from "#app/stats/count";
import { lastDays, readFigures } from "#app/stats/figures";
import { ownerAddresses } from "#app/stats/visit";
import { statsCsv, statsText } from "../scripts/stats-report";
import {
  expectScenarioReport,
  inTheNextMonth,
  ownerIp,
  personalValues,
  scenarioLines,
  scenarioTotals,
  sendScenario,
  writeScenarioBuild,
} from "../tests/support/stats-cases";
import { createEnquiryStore } from "./enquiry-store";
import { createSiteServer } from "./site-server";
import { libsqlBatch, openStatsDatabase, statsFile } from "../sqlite/database";
import { createStatsStore } from "./stats-store";
import { countStoredEnquiry } from "./stats-api";
import { mailMonthlyReport } from "./stats-mail";
import { temporaryDir } from "../tests/support/server";

let root: string;
let url: string;
let close: () => Promise<void>;
const stats = { store: undefined as unknown as ReturnType<typeof createStatsStore> };
const logged: string[] = [];

beforeAll(async () => {
  root = temporaryDir("stats");
  const buildDir = join(root, "build");
  const dataDir = join(root, "data");
  await writeScenarioBuild(buildDir);
  const log = (line: string) => void logged.push(line);
  const store = createEnquiryStore(dataDir, log);
  stats.store = createStatsStore(dataDir, log);
  const owners = ownerAddresses(ownerIp);
  const server = await createSiteServer({
    buildDir,
    store,
    rateLimitPerHour: 1000,
    trustProxy: true,
    onStored: (_id, request, page) => countStoredEnquiry(stats.store, owners, request, page),
    stats: { store: stats.store, owners },
    log,
  });
  url = await server.listen({ port: 0, host: "127.0.0.1" });
  close = async () => {
    await server.close();
    store.close();
    stats.store.close();
  };
  await sendScenario((path, init) => fetch(`${url}${path}`, init), "x-forwarded-for", url);
  await stats.store.settled();
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

async function figures() {
  const db = await openStatsDatabase(join(root, "data"));
  try {
    const run = libsqlBatch(db);
    return await readFigures(async (sql, args) => (await run([{ sql, args }]))[0]!, lastDays(30));
  } finally {
    db.close();
  }
}

describe("statistics on the Node server", () => {
  it("answers the beacon with 204 and no body, counted or not", async () => {
    for (const init of [
      { body: "kein Beacon" },
      { body: "x".repeat(10_000) },
      { body: "{", headers: { "content-type": "application/json" } },
      { body: "\u0000", headers: { "content-type": "application/octet-stream" } },
    ]) {
      const response = await fetch(`${url}/api/besuch`, { method: "POST", ...init });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("counts visits and enquiries per page and source, as `npm run stats` shows them", async () => {
    const result = await figures();
    expect(result.totals).toEqual(scenarioTotals);
    const text = statsText(result, "test");
    for (const line of scenarioLines) expect(text).toMatch(line);
    expect(statsCsv(result)).toContain('"Quelle","linkedin.com","","","1","1","100 %"');
  });

  it("prints them with `npm run stats` and writes them as CSV", () => {
    const stats = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/stats.ts", ...args], {
        env: { ...process.env, DATA_DIR: join(root, "data") },
        encoding: "utf8",
      });
    const printed = stats();
    expect(printed.status).toBe(0);
    for (const line of scenarioLines) expect(printed.stdout).toMatch(line);
    const file = join(root, "statistik.csv");
    expect(stats("--csv", file).status).toBe(0);
    expect(readFileSync(file, "utf8")).toContain('"Seite","/leistungen","3","3","1","1","100 %"');
  });

  it("holds no IP address and no user agent in the statistics file", () => {
    const file = readFileSync(join(root, "data", statsFile), "latin1");
    const journal = readdirSync(join(root, "data"))
      .filter((name) => name.startsWith(statsFile))
      .map((name) => readFileSync(join(root, "data", name), "latin1"))
      .join("");
    for (const value of personalValues) {
      expect(file + journal).not.toContain(value);
    }
  });

  it("mails last month's figures once, with the chart as an inline PNG", async () => {
    const sent: string[] = [];
    const transport = {
      sendMail: async ({ raw }: { raw: string }) => void sent.push(raw),
    } as unknown as Parameters<typeof mailMonthlyReport>[1];
    const when = inTheNextMonth();
    expect(
      await mailMonthlyReport(
        stats.store,
        transport,
        "site@site.example",
        "owner@site.example",
        when,
      ),
    ).toBe(true);
    expect(
      await mailMonthlyReport(
        stats.store,
        transport,
        "site@site.example",
        "owner@site.example",
        when + 3600_000,
      ),
    ).toBe(false);
    expect(sent).toHaveLength(1);
    await expectScenarioReport(sent[0]!);
  });

  it("logs a broken statistics file once and skips the counts", async () => {
    const dataDir = join(root, "broken");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, statsFile), "kein SQLite");
    const lines: string[] = [];
    const broken = createStatsStore(dataDir, (line) => lines.push(line));
    for (let i = 0; i < 3; i++) broken.count(async () => {});
    await broken.settled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Statistik .*stats\.db nicht nutzbar/);
    broken.close();
  });

  it("deletes counts past the retention period", async () => {
    const db = await openStatsDatabase(join(root, "data"));
    try {
      const run = libsqlBatch(db);
      const later = Date.now() + 25 * 31 * 24 * 3600_000;
      await deleteExpired(run, 24, later);
      const [row] = (await db.execute("SELECT count(*) AS n FROM stats_visits")).rows;
      expect(Number(row!.n)).toBe(0);
    } finally {
      db.close();
    }
  });
});

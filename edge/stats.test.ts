import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDays, readFigures } from "#app/stats/figures";
import { statsText } from "../scripts/stats-report";
import { securityHeaders } from "#app/lib/http-headers";
import { sampleEnquiry, temporaryDir, waitFor } from "../tests/support/server";
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
import { type EdgeSite, siteOrigin, startEdgeSite } from "../tests/support/worker";

let site: EdgeSite;
let root: string;

beforeAll(async () => {
  root = temporaryDir("edge-stats");
  const buildDir = join(root, "build");
  await writeScenarioBuild(buildDir);
  site = await startEdgeSite({
    clientDir: join(buildDir, "client"),
    worker: { securityHeaders: securityHeaders({ scriptHashes: [] }) },
    persistDir: join(root, "d1"),
    vars: { OWNER_IPS: ownerIp },
  });
  await sendScenario(site.fetch, "cf-connecting-ip", siteOrigin);
  // The counts follow the answers (waitUntil): wait until all have arrived.
  await waitFor(async () => {
    const [row] = await site.query<{ views: number; enquiries: number }>(
      `SELECT (SELECT coalesce(sum(views), 0) FROM stats_visits) AS views,
        (SELECT coalesce(sum(enquiries), 0) FROM stats_enquiries) AS enquiries`,
    );
    return row!.views >= scenarioTotals.views && row!.enquiries >= scenarioTotals.enquiries
      ? true
      : undefined;
  });
});
afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

describe("statistics in the worker (workerd, D1)", () => {
  it("counts visits and enquiries per page and source, as `npm run stats -- --d1` shows them", async () => {
    const figures = await readFigures(
      (sql, args) => site.query<Record<string, unknown>>(sql, ...args),
      lastDays(30),
    );
    expect(figures.totals).toEqual(scenarioTotals);
    const text = statsText(figures, "Cloudflare D1");
    for (const line of scenarioLines) expect(text).toMatch(line);
  });

  it("holds no IP address and no user agent in D1", async () => {
    const tables = await site.query<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'stats_%'",
    );
    const dump = JSON.stringify(
      await Promise.all(tables.map(({ name }) => site.query(`SELECT * FROM ${name}`))),
    );
    for (const value of personalValues) expect(dump).not.toContain(value);
  });

  it("mails last month's figures once from the cron run, with the chart as an inline PNG", async () => {
    const when = inTheNextMonth();
    await site.runCron(when);
    await site.runCron(when + 5 * 60_000);
    const reports = site.mails().filter((mail) => mail.includes("Website-Statistik"));
    expect(reports).toHaveLength(1);
    await expectScenarioReport(reports[0]!);
  });

  it("answers the beacon with 204, no body and no cookie", async () => {
    const response = await site.fetch("/api/besuch", { method: "POST", body: "kein Beacon" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  // Last: it breaks the statistics' tables.
  it("a broken statistics store holds up neither an enquiry nor the cron run", async () => {
    for (const table of ["stats_visits", "stats_enquiries", "stats_visitors", "stats_salt"]) {
      await site.query(`DROP TABLE ${table}`);
    }
    const beacon = await site.fetch("/api/besuch", {
      method: "POST",
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" },
      body: JSON.stringify({ u: "/", r: "" }),
    });
    expect(beacon.status).toBe(204);
    const enquiry = await site.fetch("/api/kontakt", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 Firefox/133.0" },
      body: JSON.stringify(sampleEnquiry()),
    });
    expect(enquiry.status).toBe(201);
    await site.runCron(inTheNextMonth());
    await waitFor(() =>
      site.logLines.some((line) => line.includes("Statistik nicht nutzbar")) ? true : undefined,
    );
  });
});

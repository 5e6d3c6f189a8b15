import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { countEnquiry, countView, deleteExpired, statsLimits } from "#app/stats/count";
import { type PageView, type RequestFacts, readPageView } from "#app/stats/visit";
import { libsqlBatch } from "../sqlite/database";
import { applyMigrations } from "../sqlite/migrations";

const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const laptop =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const facts = (ip: string, userAgent = phone): RequestFacts => ({
  ip,
  userAgent,
  host: "site.example",
  doNotTrack: false,
  fetchSite: "same-origin",
});
const pages = new Set(["/", "/leistungen", "/kontakt"]);
const noon = Date.parse("2026-11-20T12:00:00Z");

const opened: ReturnType<typeof createClient>[] = [];
async function store() {
  const db = createClient({ url: ":memory:" });
  opened.push(db);
  await applyMigrations(db, (table) => table.startsWith("stats_"));
  return { db, run: libsqlBatch(db) };
}
afterEach(() => opened.splice(0).forEach((db) => db.close()));

async function view(u: string, r: string, who: RequestFacts) {
  const read = await readPageView(JSON.stringify({ u, r }), who, new Set(), (p) => pages.has(p));
  if (typeof read === "string") throw new Error(read);
  return read;
}

const rows = async (db: ReturnType<typeof createClient>, sql: string) =>
  (await db.execute(sql)).rows.map((row) => ({ ...row }));

describe("counting page views", () => {
  it("counts views, visitors per page and visits with the source of their first page", async () => {
    const { db, run } = await store();
    const ada = facts("203.0.113.1");
    const bob = facts("203.0.113.2", laptop);
    await countView(run, await view("/?utm_source=linkedin&utm_medium=social", "", ada), ada, noon);
    await countView(run, await view("/leistungen/", "https://site.example/", ada), ada, noon);
    await countView(run, await view("/leistungen", "https://site.example/", ada), ada, noon);
    await countView(run, await view("/leistungen", "https://www.google.com/", bob), bob, noon);
    expect(
      await rows(
        db,
        "SELECT page, referrer, utm_source, device, views, visitors, entries FROM stats_visits ORDER BY page, referrer",
      ),
    ).toEqual([
      {
        page: "/",
        referrer: "",
        utm_source: "linkedin",
        device: "mobil",
        views: 1,
        visitors: 1,
        entries: 1,
      },
      {
        page: "/leistungen",
        referrer: "",
        utm_source: "",
        device: "mobil",
        views: 2,
        visitors: 1,
        entries: 0,
      },
      {
        page: "/leistungen",
        referrer: "google.com",
        utm_source: "",
        device: "desktop",
        views: 1,
        visitors: 1,
        entries: 1,
      },
    ]);
  });

  it("attributes an enquiry to the page and source where the sender's visit began", async () => {
    const { db, run } = await store();
    const ada = facts("203.0.113.1");
    await countView(run, await view("/", "https://www.linkedin.com/feed/", ada), ada, noon);
    await countView(run, await view("/kontakt", "https://site.example/", ada), ada, noon);
    await countEnquiry(run, "/kontakt", ada, new Set(), noon);
    await countEnquiry(run, "/kontakt", facts("198.51.100.9"), new Set(), noon);
    await countEnquiry(run, "/kontakt", facts("198.51.100.10"), new Set(["198.51.100.10"]), noon);
    expect(
      await rows(
        db,
        "SELECT page, landing, referrer, enquiries FROM stats_enquiries ORDER BY landing",
      ),
    ).toEqual([
      { page: "/kontakt", landing: "", referrer: "", enquiries: 1 },
      { page: "/kontakt", landing: "/", referrer: "linkedin.com", enquiries: 1 },
    ]);
  });

  it("forgets the day's visitor keys and salt on the next day, and old counts after the retention", async () => {
    const { db, run } = await store();
    const ada = facts("203.0.113.1");
    await countView(run, await view("/", "", ada), ada, noon);
    const nextDay = noon + 24 * 3600_000;
    await countView(run, await view("/", "", ada), ada, nextDay);
    expect(await rows(db, "SELECT day, visitors, entries FROM stats_visits ORDER BY day")).toEqual([
      { day: "2026-11-20", visitors: 1, entries: 1 },
      { day: "2026-11-21", visitors: 1, entries: 1 },
    ]);
    expect(await rows(db, "SELECT day FROM stats_visitors")).toEqual([{ day: "2026-11-21" }]);
    expect(await rows(db, "SELECT day FROM stats_salt")).toEqual([{ day: "2026-11-21" }]);
    // The hourly clean-up after midnight, before any visit of the new day.
    await deleteExpired(run, 24, nextDay + 24 * 3600_000);
    expect(await rows(db, "SELECT day FROM stats_salt")).toEqual([]);
    expect(await rows(db, "SELECT day FROM stats_visitors")).toEqual([]);
    await deleteExpired(run, 24, Date.parse("2028-11-21T12:00:00Z"));
    expect(await rows(db, "SELECT day FROM stats_visits")).toEqual([{ day: "2026-11-21" }]);
  });

  it("keeps the store bounded under a flood of made-up visitors and sources", async () => {
    const { db, run } = await store();
    const limits = { ...statsLimits };
    Object.assign(statsLimits, { visitorsPerDay: 5, rowsPerDay: 3 });
    try {
      for (let i = 0; i < 20; i++) {
        const who = facts(`10.0.0.${i}`);
        const fake: PageView = await view(
          `/?utm_campaign=spam${i}`,
          `https://spam${i}.example/`,
          who,
        );
        await countView(run, fake, who, noon);
      }
    } finally {
      Object.assign(statsLimits, limits);
    }
    const [totals] = await rows(
      db,
      "SELECT count(*) AS n, sum(views) AS views, sum(entries) AS entries FROM stats_visits",
    );
    expect(totals).toEqual({ n: 4, views: 20, entries: 5 });
    expect(await rows(db, "SELECT count(*) AS n FROM stats_visitors")).toEqual([{ n: 5 }]);
    expect(await rows(db, "SELECT visitors FROM stats_days")).toEqual([{ visitors: 5 }]);
  });
});

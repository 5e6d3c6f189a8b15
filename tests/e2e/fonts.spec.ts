import type { Page } from "@playwright/test";
import { drawnWith, expect, test } from "./fixtures";

const woff2Entries = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map(({ name, startTime, transferSize }) => ({ name, startTime, transferSize })),
  );

test.use({ httpCache: true });

test("a first page never waits for the brand fonts; the next page of the visit has them from the cache", async ({
  page,
  thirdPartyRequests,
}) => {
  await page.goto("/");
  // The first page: local faces, scaled to the brand faces' metrics.
  expect(await drawnWith(page, "h1")).not.toContain("Fraunces");
  expect(await drawnWith(page, "footer nav a")).not.toContain("Inter");

  // Once it has loaded, it fetches the two files, and only then.
  await expect.poll(async () => (await woff2Entries(page)).length).toBe(2);
  const loadStart = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  );
  for (const entry of await woff2Entries(page))
    expect(entry.startTime).toBeGreaterThanOrEqual(loadStart);
  // Fetched, not used: the first page does not change under the reader.
  expect(await drawnWith(page, "h1")).not.toContain("Fraunces");

  // The next page, opened from a link: the brand faces, from the cache.
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Leistungen" })
    .click();
  await expect(page).toHaveURL(/\/leistungen$/);
  expect(await drawnWith(page, "h1")).toEqual(["Fraunces"]);
  expect(await drawnWith(page, "footer nav a")).toContain("Inter");
  for (const entry of await woff2Entries(page)) expect(entry.transferSize).toBe(0);
  expect(thirdPartyRequests).toEqual([]);
});

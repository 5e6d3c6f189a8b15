import type { Request } from "@playwright/test";
import { beaconPath } from "#app/stats/beacon";
import { expect, test } from "./fixtures";

const isBeacon = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === beaconPath;

test("counts a page view with one beacon after the page has loaded, and stores nothing on the device", async ({
  page,
}) => {
  const beacon = page.waitForRequest(isBeacon);
  await page.goto("/leistungen/?utm_source=linkedin");
  const request = await beacon;
  expect(JSON.parse(request.postData() ?? "")).toEqual({
    u: "/leistungen/?utm_source=linkedin",
    r: "",
  });
  expect((await request.response())?.status()).toBe(204);
  // Sent once the load event has begun: the beacon never competes with the page (LCP).
  const afterLoad = await page.evaluate((path) => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const [sent] = performance.getEntriesByName(new URL(path, location.href).href);
    return Boolean(navigation && sent && sent.startTime >= navigation.loadEventStart);
  }, beaconPath);
  expect(afterLoad).toBe(true);
  expect(
    await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]),
  ).toEqual([0, 0, ""]);
  expect(await page.context().cookies()).toEqual([]);
});

test("sends no beacon under Global Privacy Control", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (isBeacon(request)) beacons.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  // A request after the load event: any beacon sent at load would have been seen before it.
  await page.evaluate(() => fetch("/robots.txt"));
  expect(beacons).toEqual([]);
});

import type { Page } from "@playwright/test";
import { drawnWith, expect, test } from "./fixtures";

const woff2Entries = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map(({ name, initiatorType, transferSize }) => ({ name, initiatorType, transferSize })),
  );

/** The layout shift the page has had so far (what CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // An observer with nothing buffered is not called: no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Marks the page's first paragraph of running text (set in the text face) for `drawnWith`. */
const bodyParagraph = async (page: Page) => {
  await page.evaluate(() =>
    [...document.querySelectorAll("main p")]
      .find((p) => /^"?Inter"?,/.test(getComputedStyle(p).fontFamily))!
      .setAttribute("data-probe", ""),
  );
  return "main p[data-probe]";
};

test.use({ httpCache: true });

/**
 * A fast connection, made certain on a busy machine: the stylesheet is held until both font
 * files are in, so the page's first layout finds them, as it does when they come with the
 * stylesheet. Only the head's preload links fetch them that early; without them the files
 * would wait for the stylesheet, and the test would see the stylesheet's requests.
 */
async function fastConnection(page: Page) {
  let fonts = 0;
  const fontsIn = new Promise<void>((resolve) =>
    page.on("requestfinished", (request) => {
      if (request.url().endsWith(".woff2") && ++fonts === 2) resolve();
    }),
  );
  await page.route("**/*.css", async (route) => {
    await Promise.race([fontsIn, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await route.continue();
  });
}

// Every test opens its page in a fresh browser context: an empty cache, no referrer, the
// first page of a visit from a search or a link in a mail.
for (const path of ["/", "/leistungen", "/kontakt"]) {
  test(`${path} opened directly draws the brand faces from its first paint`, async ({
    page,
    thirdPartyRequests,
  }) => {
    await fastConnection(page);
    await page.goto(path);
    expect(await drawnWith(page, "h1")).toEqual(["Fraunces"]);
    expect(await drawnWith(page, await bodyParagraph(page))).toContain("Inter");
    expect(await drawnWith(page, "footer nav a")).toEqual(["Inter"]);
    // Both files preloaded by the page's head and each fetched once: the stylesheet's
    // @font-face takes the preloaded file (same URL, same CORS mode).
    const files = await woff2Entries(page);
    expect(files.map((file) => file.initiatorType)).toEqual(["link", "link"]);
    expect(new Set(files.map((file) => file.name)).size).toBe(2);
    expect(await layoutShift(page)).toBe(0);
    expect(thirdPartyRequests).toEqual([]);
  });
}

test("the next page of the visit takes the brand faces from the cache", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Leistungen" })
    .click();
  await expect(page).toHaveURL(/\/leistungen$/);
  expect(await drawnWith(page, "h1")).toEqual(["Fraunces"]);
  for (const entry of await woff2Entries(page)) expect(entry.transferSize).toBe(0);
});

test("a font file that misses the first paint is not swapped in later: the page keeps its scaled local faces and nothing moves", async ({
  page,
}) => {
  // The files are held back until the page has painted, as on a slow line.
  let painted: () => void = () => undefined;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.route("**/*.woff2", async (route) => {
    await firstPaint;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  // `optional` gives a file 100 ms from the first layout that needs it; a second after the
  // first paint is well past that however slow the machine (the wait only bounds from below).
  await page.waitForTimeout(1000);
  painted();
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === "Fraunces" && face.status === "loaded"),
  );
  // Linux's metric twin of Times New Roman, scaled to Fraunces ("Fraunces Times Fallback").
  expect(await drawnWith(page, "h1")).toEqual(["Liberation Serif"]);
  expect(await drawnWith(page, "footer nav a")).toEqual(["Liberation Sans"]);
  expect(await layoutShift(page)).toBe(0);
});

import type { Page } from "@playwright/test";
import { drawnWith, expect, presetConsent, test } from "../e2e/fixtures";

/**
 * Every page type at a phone's and a desktop's width in both themes, compared
 * with the screenshots committed beside this file (tests/visual/screens/). The
 * build behind them reads tests/visual/content, a frozen copy of content/:
 * the owner's edits change no screenshot, a change of layout or style does.
 * After an intended change of the look: `npm run build:visual` and
 * `npx playwright test --project=screens --update-snapshots`, then look at every
 * changed image before committing it.
 */
const pages = {
  home: "/",
  "services-overview": "/leistungen",
  service: "/leistungen/gtm-growth",
  cases: "/cases",
  case: "/case/astroplants",
  hexacore: "/hexacore",
  about: "/ueber-uns",
  founder: "/ueber-jonas",
  programme: "/zukunftssicher",
  contact: "/kontakt",
  profile: "/nort",
  legal: "/datenschutz",
  "not-found": "/gibt-es-nicht",
};

/** Whether, after two frames, no section's content is skipped by `content-visibility: auto`. */
function everySectionDrawn(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    // A skipped section's content is what reports it; a hidden one is not skipped.
    return [...document.querySelectorAll("main section > :first-child")].every(
      (content) =>
        !content.checkVisibility() || content.checkVisibility({ contentVisibilityAuto: true }),
    );
  });
}

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test.describe(`${device}, ${theme}`, () => {
      test.use({
        viewport,
        colorScheme: theme,
        reducedMotion: "reduce",
        // The brand fonts from the cache once the first page has fetched them (decision 054).
        httpCache: true,
        allowedConsoleErrors: /status of 404/,
      });

      test(`every page type looks as approved`, async ({ page }) => {
        await presetConsent(page, "declined");
        // The first page fetches the brand fonts into the cache; every page below draws them
        // from there, whatever the machine's load (decision 054).
        await page.goto("/");
        await page.waitForFunction(() =>
          [...document.fonts].every(
            (font) => font.family.endsWith("Fallback") || font.status === "loaded",
          ),
        );
        const referer = page.url();
        for (const [name, path] of Object.entries(pages)) {
          await page.setViewportSize(viewport);
          await page.goto(path, { referer });
          // On the page for good, not just while a capture runs (Playwright's `stylePath`), so
          // nothing changes between two captures.
          await page.addStyleTag({ path: "tests/visual/screens.css" });
          await page.evaluate(() => document.fonts.ready);
          // The display face, and the text face only where a case's client stands above its title.
          const faces = await drawnWith(page, "h1");
          expect(faces, `${path}: brand fonts in use`).toContain("Fraunces");
          expect(
            faces.filter((face) => face !== "Fraunces" && face !== "Inter"),
            `${path}: brand fonts in use`,
          ).toEqual([]);
          // Captured in a viewport as tall as the page. Chromium's capture beyond the viewport
          // lays the page out again in passing (a 1-px-high layout was seen during one), and
          // /nort's measured height at 390 px alternated between captures (18,105 ↔ 18,077 px).
          // A page that fills the screen (404) grows with the viewport: it keeps the visitor's.
          // Sections below the first screen are drawn only near it (content-visibility: auto)
          // and keep their height once drawn (decision 041): the viewport grows until every
          // section has been drawn, then the page is measured at the visitor's.
          for (let round = 0; round < 5 && !(await everySectionDrawn(page)); round++) {
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            await page.setViewportSize({ width: viewport.width, height });
          }
          await page.setViewportSize(viewport);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width: viewport.width, height });
          const grown = await page.evaluate(() => document.documentElement.scrollHeight);
          if (grown !== height) await page.setViewportSize(viewport);
          await expect.soft(page).toHaveScreenshot(`${name}-${device}-${theme}.png`, {
            fullPage: true,
            animations: "disabled",
            maxDiffPixelRatio: 0.002,
          });
        }
      });
    });
  }
}

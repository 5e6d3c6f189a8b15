import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cookieBanner } from "#app/content/cookie-banner";
import { menuLabels, navLabels, themeLabels } from "#app/content/navigation";

/**
 * The controls of the first screen work on the first tap, however slow the
 * scripts: every script response is held back until the taps have been checked
 * (issue 10). Holding them, rather than delaying them by a fixed time, keeps
 * the test's meaning on a machine of any speed.
 */
function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  void page.route(/\.js(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    /** Fails if the page asked for no script: the test would then prove nothing. */
    expectHeld() {
      expect(held.length).toBeGreaterThan(0);
    },
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Opens the page and returns once it has painted (the header is visible), with its scripts still held. */
async function firstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("banner")).toBeVisible();
}

test.describe("on a 375 px phone with every script held back", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens on the first tap and closes again", async ({ page }) => {
    const scripts = holdScripts(page);
    await firstPaint(page, "/");
    await page.getByRole("button", { name: menuLabels.closed }).click();
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: menuLabels.open })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    scripts.expectHeld();
    await scripts.release();
  });

  test("the theme toggle switches on the first tap", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const scripts = holdScripts(page);
    await firstPaint(page, "/leistungen");
    const toggle = page.getByRole("button", { name: themeLabels.label });
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme-preference"))).toBe("dark");
    scripts.expectHeld();
    await scripts.release();
  });

  test("'Alle akzeptieren' closes the banner and stores the choice on the first tap", async ({
    page,
  }) => {
    const scripts = holdScripts(page);
    await firstPaint(page, "/cases");
    const banner = page.getByRole("region", { name: cookieBanner.title });
    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    scripts.expectHeld();
    await scripts.release();
  });
});

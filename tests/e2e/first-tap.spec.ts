import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The controls of the first screen work on the first tap, however slow the
 * scripts: every script response is held back 3 s, and each control is used
 * right after the page has painted (issue 10).
 */
const scriptDelayMs = 3000;

async function slowScripts(page: Page) {
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
    await route.continue();
  });
}

/** Opens the page and returns once it has painted (the header is visible), long before its scripts. */
async function firstPaint(page: Page, path: string) {
  const started = Date.now();
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("banner")).toBeVisible();
  return started;
}

/** Fails if the scripts arrived before the taps were checked: the test would prove nothing. */
function expectBeforeScripts(started: number) {
  expect(Date.now() - started).toBeLessThan(scriptDelayMs);
}

test.describe("on a 375 px phone with scripts delayed by 3 s", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens on the first tap and closes again", async ({ page }) => {
    await slowScripts(page);
    const started = await firstPaint(page, "/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(menu).toBeVisible({ timeout: 500 });
    await expect(page.getByRole("button", { name: "Menü schließen" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden({ timeout: 500 });
    expectBeforeScripts(started);
  });

  test("the theme toggle switches on the first tap", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await slowScripts(page);
    const started = await firstPaint(page, "/leistungen");
    const toggle = page.getByRole("button", { name: "Dunkles Farbschema" });
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/, { timeout: 500 });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme-preference"))).toBe("dark");
    expectBeforeScripts(started);
  });

  test("'Alle akzeptieren' closes the banner and stores the choice on the first tap", async ({
    page,
  }) => {
    await slowScripts(page);
    const started = await firstPaint(page, "/cases");
    const banner = page.getByRole("region", { name: "Cookies und eingebettete Dienste" });
    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner).toBeHidden({ timeout: 500 });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    expectBeforeScripts(started);
  });
});

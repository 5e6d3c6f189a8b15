import type { Page } from "@playwright/test";
import { expect, presetConsent, test } from "./fixtures";
import { themeLabels } from "#app/content/navigation";

const html = (page: Page) => page.locator("html");

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

test("follows the system colour scheme when nothing is stored", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(html(page)).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(html(page)).not.toHaveClass(/dark/);
});

test("follows a change of the system colour scheme while the page is open", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).toHaveClass(/dark/);
  // A stored choice wins over the system from then on.
  await page.getByRole("button", { name: themeLabels.label }).click();
  await expect(html(page)).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(html(page)).not.toHaveClass(/dark/);
});

test("the toggle flips the theme and the choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/leistungen");
  const toggle = page.getByRole("button", { name: themeLabels.label });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(html(page)).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("theme-preference"))).toBe("dark");
  await page.reload();
  await expect(html(page)).toHaveClass(/dark/);
  await toggle.click();
  await expect(html(page)).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme-preference"))).toBe("light");
});

test("an invalid stored theme falls back to the system preference", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme-preference", "neon"));
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(html(page)).toHaveClass(/dark/);
});

test.describe("with every script file blocked", () => {
  test.use({
    allowedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/,
  });

  test("the stored theme is there at first paint", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem("theme-preference", "dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/", { waitUntil: "commit" });
    // The class is set by the inline head script before the body is parsed.
    await page.waitForSelector("body", { state: "attached" });
    await expect(html(page)).toHaveClass(/dark/);
    // The colour needs the stylesheet, which may still be on its way when the body arrives;
    // with every script blocked nothing but the head script can have set the class.
    await page.waitForLoadState("load");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(11, 18, 32)");
  });
});

import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { sitePaths } from "#app/content/sitemap";
import { contrastOf, expect, presetConsent, test } from "./fixtures";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The WCAG 2.2 AA rules whose outcome depends on colours: the rest read the same DOM in both themes. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Legacy mode runs axe in the page itself; the default opens a blank page per run to merge
 * results from cross-origin frames, and before consent a page embeds none.
 */
async function violations(page: Page, rules: "all" | "colours") {
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (
    rules === "all" ? axe.withTags(wcag22aa) : axe.withRules(colourRules)
  ).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Every WCAG 2.2 AA rule in the light theme, then the colour rules again after the system
 * switches to dark (the page follows it): one page load serves both themes.
 */
async function expectNoViolationsInEitherTheme(page: Page, label: string) {
  // Every section drawn, as after a visitor has scrolled through: axe reads each element's
  // style and box, and in a section not yet drawn (decision 041) each read draws it anew, and
  // the colours behind a transparent element may still be the other theme's.
  await page.addStyleTag({ content: "main section { content-visibility: visible }" });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // Colour transitions end before contrast is measured.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    const rules = theme === "light" ? "all" : "colours";
    expect.soft(await violations(page, rules), `${label} in the ${theme} theme`).toEqual([]);
  }
}

test.use({ allowedConsoleErrors: /status of 404/ });

// A page a test, each after its scripts have loaded: groups of eight and then of three (/cases
// among them both times) ran past the test's 300 s on a machine busy with other work (a
// fresh-clone run beside builds and a screenshot run), where each page takes about 2 s idle.
for (const path of [...sitePaths(), "/gibt-es-nicht"]) {
  test(`WCAG 2.2 AA in both themes: ${path}`, async ({ page }) => {
    await presetConsent(page, "declined");
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolationsInEitherTheme(page, path);
  });
}

test("WCAG 2.2 AA in both themes: the cookie banner", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: /Cookies/ })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, "the cookie banner");
});

test("a form field's edge stands out 3:1 from what is around it, in both themes (SC 1.4.11)", async ({
  page,
}) => {
  await presetConsent(page, "declined");
  await page.goto("/kontakt");
  const field = page.locator("main form").getByRole("textbox").first();
  await expect(field).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    const colours = await field.evaluate((element): [string, string] => {
      // The first painted background behind the field: its section, card or the page.
      let around = element.parentElement;
      while (around && getComputedStyle(around).backgroundColor === "rgba(0, 0, 0, 0)") {
        around = around.parentElement;
      }
      const page = around ?? document.documentElement;
      return [getComputedStyle(element).borderTopColor, getComputedStyle(page).backgroundColor];
    });
    expect(
      await page.evaluate(contrastOf, colours),
      `${theme}: ${colours.join(" on ")}`,
    ).toBeGreaterThanOrEqual(3);
  }
});

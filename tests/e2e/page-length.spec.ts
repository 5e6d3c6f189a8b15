import { footerNav } from "#app/content/navigation";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, presetConsent, test } from "./fixtures";

/**
 * Every page a phone can read: at most ten screens at 390×844 (issue 31, point 4), the legal
 * texts (the footer's "Rechtliches" column) excepted. Lists the owner extends fold into
 * disclosures instead of lengthening the page, so this holds as content grows within reason.
 */
const phone = { width: 390, height: 844 };
const maxScreens = 10;
const legalPaths = new Set(footerNav.map((link) => link.to));
const pages = sitePaths().filter((path) => !legalPaths.has(path));

test.use({ viewport: phone });
test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

for (const paths of inGroups(pages, 3)) {
  test(`at most ${maxScreens} screens at ${phone.width}×${phone.height}: ${paths.join(", ")}`, async ({
    page,
  }) => {
    const tooLong: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Sections off screen are laid out lazily with a guessed height (app/app.css,
      // `content-visibility`): drawn in full here, the page has its real length.
      await page.addStyleTag({
        content: "main section { content-visibility: visible !important }",
      });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const screens = height / phone.height;
      if (screens > maxScreens) tooLong.push(`${path}: ${screens.toFixed(1)} screens`);
    }
    expect(tooLong).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a folded list opens from the keyboard", async ({ page }) => {
    await page.goto("/zukunftssicher");
    const details = page.getByRole("main").locator("details").first();
    const body = details.locator(":scope > :not(summary)");
    await expect(body).toBeHidden();
    await details.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(body).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { footerColumnLabels } from "#app/content/navigation";
import { site } from "#app/content/site";
import { sampleMode } from "#app/lib/sample-mode";
import { readPage } from "#app/content/files/collections";
import { expect, chooseInFooter, presetConsent, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

const robots = (page: Page) => page.locator('meta[name="robots"]');

// In sample mode (the demo build the tests run on) every page says noindex; a real site only the Impressum.
const indexed = sampleMode ? 1 : 0;

test("the Impressum asks robots not to index it, only while it is shown", async ({ page }) => {
  await page.goto("/");
  await expect(robots(page)).toHaveCount(indexed);
  await chooseInFooter(page, "Impressum");
  await expect(page).toHaveURL("/impressum");
  await expect(robots(page)).toHaveAttribute("content", "noindex, nofollow");
  await chooseInFooter(page, "Datenschutz", { within: footerColumnLabels.legal });
  await expect(page).toHaveURL("/datenschutz");
  await expect(robots(page)).toHaveCount(indexed);
});

test("the Impressum names the provider from the site config and no ODR platform", async ({
  page,
}) => {
  await page.goto("/impressum");
  const main = page.getByRole("main");
  await expect(main).toContainText("§ 5 DDG");
  await expect(main).toContainText(site.founder.fullName);
  await expect(main).toContainText(`${site.address.postalCode} ${site.address.city}`);
  await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  // Legal form from site.legal; no VAT line while there is no id (nothing unfinished on the page).
  await expect(main).toContainText(site.legal.form);
  await expect(main).not.toContainText("wird nach Erteilung ergänzt");
  await expect(main).toContainText("§ 36 VSBG");
  await expect(main.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
});

test("the privacy policy has its six sections and names every third party", async ({ page }) => {
  await page.goto("/datenschutz");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([/^1\. /, /^2\. /, /^3\. /, /^4\. /, /^5\. /, /^6\. /]);
  for (const provider of [
    site.embeds.voiceAgent!.provider.brand,
    site.embeds.avatar!.provider.brand,
    "YouTube",
    "cookie-consent",
    "theme-preference",
  ]) {
    await expect(page.getByRole("main")).toContainText(provider);
  }
});

test("a legal page with a contents list links each of its sections from under its intro", async ({
  page,
}) => {
  const withContents = (["datenschutz", "impressum", "cookies"] as const).filter(
    (name) => readPage(name).contents,
  );
  test.skip(withContents.length === 0, "no legal page has a contents list");
  for (const name of withContents) {
    const { contents, sections } = readPage(name);
    await page.goto(`/${name}`);
    const list = page.getByRole("navigation", { name: contents });
    await expect(list.getByRole("link")).toHaveText(sections.map((section) => section.title));
    const last = sections.at(-1)!;
    await list.getByRole("link", { name: last.title }).click();
    await expect(page.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();
  }
});

import { buildYear } from "#app/content/dates";
import {
  footerColumnLabels,
  footerNav,
  footerSiteNav,
  mainNav,
  menuLabels,
  navLabels,
  themeLabels,
} from "#app/content/navigation";
import { companyName, founderPath, site } from "#app/content/site";
import { expect, chooseInFooter, presetConsent, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

test("header links lead to their pages and mark only the exact page as current", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: navLabels.main });
  await expect(nav.getByRole("link")).toHaveText(mainNav.map((item) => item.label));
  await expect(nav.getByRole("link", { name: `Über ${site.founder.firstName}` })).toHaveAttribute(
    "href",
    founderPath,
  );
  for (const item of mainNav) {
    await nav.getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.to);
    await expect(nav.locator('[aria-current="page"]')).toHaveText([item.label]);
  }
  await page.goto("/impressum");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  const contact = page.getByRole("banner").getByRole("link", { name: "Kontakt" });
  await contact.click();
  await expect(page).toHaveURL("/kontakt");
  await expect(contact).toHaveAttribute("aria-current", "page");
});

test("the wordmark leads home and the footer has the legal links and copyright", async ({
  page,
}) => {
  await page.goto("/cases");
  await page.getByRole("link", { name: `${companyName} – Startseite` }).click();
  await expect(page).toHaveURL("/");
  const footer = page.getByRole("contentinfo");
  // The spec says 2024; the footer names the year of the build (issue 20).
  await expect(footer).toContainText(
    `© ${buildYear} ${site.brand} Innovations. Alle Rechte vorbehalten.`,
  );
  for (const item of footerNav) {
    await chooseInFooter(page, item.label, { within: footerColumnLabels.legal });
    await expect(page).toHaveURL(item.to);
    await page.waitForLoadState("load");
  }
});

test("the footer leads to every page of the header and to those it does not list", async ({
  page,
}) => {
  await page.goto("/impressum");
  const pages = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: footerColumnLabels.pages });
  await expect(pages.getByRole("link")).toHaveText(footerSiteNav.map((item) => item.label));
  const headerPaths = await page
    .getByRole("navigation", { name: navLabels.main })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  // Round 24: the founder's page was the one page about who advises missing in the footer.
  for (const path of [...headerPaths.filter((path) => path !== "/"), "/ueber-uns", "/nort"]) {
    await expect(pages.locator(`a[href="${path}"]`)).toBeVisible();
  }
});

/** The class of a highlighted header link (not its hover state). */
const highlighted = /(^|\s)text-primary(\s|$)/;

test("a service, case or about page marks its section in the header, without aria-current", async ({
  page,
}) => {
  const nav = page.getByRole("navigation", { name: navLabels.main });
  const founder = mainNav.find((item) => item.to === founderPath)!.label;
  for (const [path, section] of [
    ["/leistungen/gtm-growth", "Leistungen"],
    ["/case/neurogum", "Cases"],
    ["/nort", founder],
  ] as const) {
    await page.goto(path);
    const link = nav.getByRole("link", { name: section, exact: true });
    await expect(link).not.toHaveAttribute("aria-current");
    await expect(link).toHaveClass(highlighted);
    await expect(nav.getByRole("link", { name: "Start", exact: true })).not.toHaveClass(
      highlighted,
    );
  }
  // The firm's page is not the founder's: no header link claims it.
  await page.goto("/ueber-uns");
  for (const link of await nav.getByRole("link").all()) {
    await expect(link).not.toHaveClass(highlighted);
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens the links and closes on a choice or Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: menuLabels.closed });
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(page.getByRole("navigation", { name: navLabels.main })).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: menuLabels.open })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      ...mainNav.map((item) => item.label),
      "Kontakt",
    ]);
    await menu.getByRole("link", { name: "Leistungen" }).click();
    await expect(page).toHaveURL("/leistungen");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("a new page is a fresh document: at the top, focus at its start, the bar shows scrolling", async ({
  page,
}) => {
  await page.goto("/datenschutz");
  const bar = page.getByTestId("scroll-progress");
  expect(await bar.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(1);
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // The bar is really painted, as wide as the share scrolled. Both read at the same moment:
  // sections drawn on the way (decision 041) change the page's height and, through scroll
  // anchoring, the scroll position after the jump.
  const barMinusShare = () =>
    bar.evaluate((element) => {
      const share = scrollY / (document.documentElement.scrollHeight - innerHeight);
      return element.getBoundingClientRect().width - share * innerWidth;
    });
  await expect.poll(barMinusShare).toBeCloseTo(0, -1);
  await chooseInFooter(page, "Cookies");
  await expect(page).toHaveURL("/cookies");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Focus starts at the document, so the first Tab offers the skip link to the content.
  await expect(page.locator("body")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: navLabels.skipLink })).toBeFocused();
});

test("the skip link jumps to the main content", async ({ page }) => {
  await page.goto("/cookies");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: navLabels.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press("Enter");
  await expect(page).toHaveURL("/cookies#main");
  await expect(page.locator("#main")).toBeFocused();
});

test("an icon-only button shows its tooltip after hovering", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: themeLabels.label }).hover();
  await expect(page.getByRole("tooltip")).toContainText(themeLabels.toDark);
});

import type { Locator, Page } from "@playwright/test";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, presetConsent, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

const phones = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
];

/** The main button of the page's hero lies between the header and the cookie banner. */
async function expectMainButtonAboveBanner(page: Page, label: string) {
  const banner = page.getByRole("region", { name: "Cookies und eingebettete Dienste" });
  await expect(banner).toBeVisible();
  const button = (await page.locator("[data-main-cta]").boundingBox())!;
  const bannerTop = (await banner.boundingBox())!.y;
  const headerBottom = (await page.locator("#site-header").boundingBox())!.height;
  expect.soft(button.y, `${label}: under the header`).toBeGreaterThanOrEqual(headerBottom);
  expect
    .soft(button.y + button.height, `${label}: above the banner`)
    .toBeLessThanOrEqual(bannerTop);
}

test.describe("on phones, before a cookie choice", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  // One load per page: the narrowest width first, then the phones by resizing.
  for (const paths of inGroups([...sitePaths(), "/gibt-es-nicht"], 3)) {
    test(`no page scrolls sideways at 320 px, and the hero's main button stays above the banner at ${phones.map((phone) => phone.width).join(", ")} px: ${paths.join(", ")}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      let withMainButton = 0;
      for (const path of paths) {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(path);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect.soft(scrollWidth, `${path} at 320 px`).toBeLessThanOrEqual(clientWidth);
        if ((await page.locator("[data-main-cta]").count()) === 0) continue;
        withMainButton++;
        for (const viewport of phones) {
          await page.setViewportSize(viewport);
          await expectMainButtonAboveBanner(
            page,
            `${path} at ${viewport.width}×${viewport.height}`,
          );
        }
      }
      // A renamed marker would otherwise make this check nothing.
      expect(withMainButton, "pages with a main button").toBeGreaterThan(0);
    });
  }
});

/** Every link and button inside `scope` that is shown. */
async function targets(scope: Locator) {
  const all = await scope.locator("a, button").all();
  const shown: { name: string; box: Box }[] = [];
  for (const item of all) {
    const box = await item.boundingBox();
    if (box && box.width > 0) shown.push({ name: (await item.textContent()) ?? "", box });
  }
  return shown;
}

const expectTouchSize = async (scope: Locator) => {
  const shown = await targets(scope);
  expect(shown.length).toBeGreaterThan(0);
  for (const { name, box } of shown) {
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
  }
};

test.describe("touch targets on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("header, menu and footer links and buttons are at least 44×44 px", async ({ page }) => {
    await presetConsent(page, "declined");
    await page.goto("/");
    await expectTouchSize(page.locator("#site-header > div"));
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expectTouchSize(page.getByRole("navigation", { name: "Mobile Navigation" }));
    await page.keyboard.press("Escape");
    await expectTouchSize(page.getByRole("contentinfo"));
  });
});

/**
 * Scrolls through the page in 400 px steps (a frame each) and names every text, button
 * or FAQ entry a launcher covers: one round trip per page instead of one per box.
 */
function coveredByLaunchers(page: Page) {
  return page.evaluate(async () => {
    const selector = "h1, h2, h3, p, li, dt, dd, a, button, summary, details, input, textarea";
    const launchers = [...document.querySelectorAll<HTMLElement>("[data-ai-launcher]")];
    const content = [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)].filter(
      (element) => !element.closest("[data-ai-launcher]"),
    );
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const covered: string[] = [];
    for (let top = 0; top < document.documentElement.scrollHeight; top += 400) {
      window.scrollTo(0, top);
      await new Promise(requestAnimationFrame);
      const shown = launchers
        .filter((launcher) => launcher.checkVisibility())
        .map((launcher) => launcher.getBoundingClientRect());
      for (const element of content) {
        const box = element.getBoundingClientRect();
        if (!element.checkVisibility() || box.width === 0 || box.height === 0) continue;
        if (shown.some((own) => overlap(own, box))) {
          covered.push(`at ${top}px: ${element.tagName} ${element.textContent?.slice(0, 40)}`);
        }
      }
    }
    return covered;
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px no launcher covers text, buttons or the FAQ at any scroll position`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await presetConsent(page, "declined");
    for (const path of ["/", "/leistungen", "/zukunftssicher", "/kontakt"]) {
      await page.goto(path);
      await expect(page.locator("[data-ai-launcher]").first()).toBeVisible();
      expect.soft(await coveredByLaunchers(page), path).toEqual([]);
    }
  });
}

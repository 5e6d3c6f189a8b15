import type { Locator, Page } from "@playwright/test";
import { sitePaths } from "#app/content/sitemap";
import { expect, presetConsent, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const phones = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
];

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, allowedConsoleErrors: /status of 404/ });

  test("no page scrolls sideways", async ({ page }) => {
    test.setTimeout(180_000);
    await presetConsent(page, "declined");
    for (const path of [...sitePaths(), "/gibt-es-nicht"]) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
  });
});

for (const viewport of phones) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone with the cookie banner`, () => {
    test.use({ viewport });

    test("each hero's main button is fully visible above the banner", async ({ page }) => {
      test.setTimeout(180_000);
      let checked = 0;
      for (const path of sitePaths()) {
        await page.goto(path);
        const banner = page.getByRole("region", { name: "Cookies und eingebettete Dienste" });
        await expect(banner).toBeVisible();
        const cta = page.locator("[data-main-cta]");
        if ((await cta.count()) === 0) continue;
        checked++;
        const button = (await cta.boundingBox())!;
        const bannerTop = (await banner.boundingBox())!.y;
        const headerBottom = (await page.locator("#site-header").boundingBox())!.height;
        expect(button.y, `${path}: under the header`).toBeGreaterThanOrEqual(headerBottom);
        expect(button.y + button.height, `${path}: above the banner`).toBeLessThanOrEqual(
          bannerTop,
        );
      }
      expect(checked).toBeGreaterThan(10);
    });
  });
}

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

/** Where text, buttons and the FAQ are on screen, outside the launchers. */
async function contentBoxes(page: Page) {
  return page.evaluate(() => {
    const selector = "h1, h2, h3, p, li, dt, dd, a, button, summary, details, input, textarea";
    return [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)]
      .filter((element) => !element.closest("[data-embed-placeholder]"))
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          name: element.tagName + " " + element.textContent?.slice(0, 40),
          x,
          y,
          width,
          height,
        };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  });
}

for (const width of [390, 1440]) {
  test.describe(`launchers at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    for (const path of ["/", "/leistungen", "/zukunftssicher", "/kontakt"]) {
      test(`${path}: no launcher covers text, buttons or the FAQ at any scroll position`, async ({
        page,
      }) => {
        await presetConsent(page, "declined");
        await page.goto(path);
        const launchers = page.locator("[data-embed-placeholder]");
        await expect(launchers.first()).toBeVisible();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let top = 0; top < height; top += 400) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          const content = await contentBoxes(page);
          for (const launcher of await launchers.all()) {
            const own = await launcher.boundingBox();
            if (!own) continue;
            for (const box of content) {
              expect(overlap(own, box), `${path} at ${top}px: launcher over ${box.name}`).toBe(
                false,
              );
            }
          }
        }
      });
    }
  });
}

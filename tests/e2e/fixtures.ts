import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Every test fails if the page logs a console error or throws; tests that
 * expect such messages name them in `allowedConsoleErrors`. Requests to
 * other hosts are blocked and listed in `thirdPartyRequests`, for the
 * privacy tests to assert on.
 */
export const test = base.extend<{
  /** Console errors this test expects (one pattern; join alternatives with |). */
  allowedConsoleErrors: RegExp | null;
  /** Keep the browser's HTTP cache, as a visitor's browser has it (fonts from one page to the next). */
  httpCache: boolean;
  consoleErrors: string[];
  thirdPartyRequests: string[];
}>({
  allowedConsoleErrors: [null, { option: true }],
  httpCache: [false, { option: true }],
  // Third-party requests never reach the network in tests (there is none here); they are
  // recorded, and answered with an error whose console noise is expected. Intercepting them
  // turns the browser's HTTP cache off; a test that needs the cache (`httpCache`) only
  // records them.
  thirdPartyRequests: [
    async ({ page, baseURL, httpCache }, use) => {
      const origin = new URL(baseURL!).origin;
      const isThirdParty = (url: URL) => url.protocol.startsWith("http") && url.origin !== origin;
      const requests: string[] = [];
      if (httpCache) {
        page.context().on("request", (request) => {
          if (isThirdParty(new URL(request.url()))) requests.push(request.url());
        });
      } else {
        await page.context().route(isThirdParty, (route) => {
          requests.push(route.request().url());
          return route.abort("blockedbyclient");
        });
      }
      await use(requests);
    },
    { auto: true },
  ],
  // Navigations wait until the shell module has wired the page (app/shell/index.ts) and its
  // islands have hydrated, as a visitor's later taps would find them; what must work before
  // that is tested apart (first-tap.spec.ts, the forms without JavaScript, typing before the
  // code arrives).
  page: async ({ page, javaScriptEnabled }, use) => {
    const shellReady = async (options?: { waitUntil?: string }) => {
      if (!javaScriptEnabled || options?.waitUntil === "commit") return;
      await page.locator("html[data-shell=ready]").waitFor({ state: "attached" });
      // An island loads when the visitor first touches it: touched here as a visitor would
      // before using it, it is ready once React has taken it over.
      for (const island of await page.locator("[data-island]").all()) {
        await island.dispatchEvent("focusin");
        await island.locator("[data-hydrated]").waitFor({ state: "attached" });
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await shellReady(options);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await shellReady(options);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const blockedThirdParty = /ERR_BLOCKED_BY_CLIENT|^\[ConversationalAI\]/.test(text);
        if (!blockedThirdParty && !allowedConsoleErrors?.test(text)) {
          errors.push(text);
        }
      });
      page.on("pageerror", (error) => {
        if (!allowedConsoleErrors?.test(error.message)) {
          errors.push(error.message);
        }
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** `items` dealt round-robin into `count` groups: one test per group instead of one per item. */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, group) =>
    items.filter((_, index) => index % count === group),
  );
}

/**
 * Runs `visit` for every item, in up to `tabs` tabs of the page's browser context at
 * once: waits such as `networkidle` overlap instead of adding up.
 */
export async function inTabs<T>(
  page: Page,
  items: readonly T[],
  visit: (tab: Page, item: T) => Promise<void>,
  tabs = 4,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const tab = await page.context().newPage();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await visit(tab, item);
      }
      await tab.close();
    }),
  );
}

/**
 * Stores a consent choice before each tab's first page runs (every tab of the test's
 * browser context); later reloads keep what the page did.
 */
export async function presetConsent(page: Page, value: string) {
  await page.context().addInitScript((stored) => {
    // Only the site itself; embedded third-party frames may not touch storage.
    if (window !== window.top) return;
    if (sessionStorage.getItem("consent-preset")) return;
    sessionStorage.setItem("consent-preset", "1");
    localStorage.setItem("cookie-consent", stored);
  }, value);
}

/** The colour a theme token (CSS custom property) resolves to, as the browser reports computed colours. */
export const themeColor = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);

/**
 * WCAG's contrast ratio of two CSS colours, read through a canvas so any colour syntax works.
 * Runs in the page: `page.evaluate(contrastOf, [a, b])`.
 */
export function contrastOf(colours: [string, string]): number {
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const luminance = (colour: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = colours.map(luminance).sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** The faces Chromium really draws an element's text with, as DevTools lists them. */
export async function drawnWith(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName);
}

/**
 * Chooses a footer link (or button) from the keyboard. A pointer aimed at the footer of a long
 * page can be moved by the sections above it being drawn (decision 041): on a loaded machine a
 * click meant for a footer link missed it (two fresh-clone runs). The mouse is tested on the
 * header links.
 */
export async function chooseInFooter(
  page: Page,
  name: string,
  { role = "link", within }: { role?: "link" | "button"; within?: string } = {},
) {
  const footer = page.getByRole("contentinfo");
  const scope = within ? footer.getByRole("navigation", { name: within }) : footer;
  await scope.getByRole(role, { name, exact: true }).press("Enter");
}

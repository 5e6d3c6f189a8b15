/**
 * Browser figures for `npm run bench` on Lighthouse's slow-phone profile
 * (150 ms round trip, 1.6 Mbps, 4× CPU slowdown): the JavaScript a page
 * fetches until the network is idle (gzip as transferred), the face the
 * heading is drawn in on that first visit (the brand face only if its file
 * came in time), and the delay from first paint until a tap on each control
 * of the first screen works.
 */
import { chromium, type Page } from "playwright-core";

export interface TapFigures {
  "JS KB": number;
  "H1 face": string;
  "menu ms": number;
  "theme ms": number;
  "accept ms": number;
}

/** The faces Chromium really draws the page's heading with, as DevTools lists them. */
async function headingFace(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName).join(", ");
}

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Taps `selector` every 50 ms from the first paint on (raw input events, no
 * waiting for the page) until `works` holds; returns how long after the first
 * paint the tap that worked was made, measured in the page.
 */
async function firstWorkingTap(
  page: Page,
  url: string,
  selector: string,
  works: (page: Page) => Promise<boolean>,
) {
  await page.addInitScript(() => {
    const taps: number[] = [];
    document.addEventListener("pointerdown", (event) => taps.push(event.timeStamp), true);
    Object.assign(window, { benchTaps: taps });
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: 20 },
  );
  const box = (await page.locator(selector).boundingBox())!;
  for (;;) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (await works(page)) break;
    await page.waitForTimeout(50);
  }
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const taps = (window as unknown as { benchTaps: number[] }).benchTaps;
    return Math.max(0, Math.round(taps[taps.length - 1]! - paint));
  });
}

export async function measureFirstTap(
  chromePath: string,
  origin: string,
  path: string,
): Promise<TapFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const fresh = async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await slowPhone(page);
    return page;
  };
  try {
    const page = await fresh();
    let bytes = 0;
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const sizes = await response
        .request()
        .sizes()
        .catch(() => undefined);
      bytes += sizes ? sizes.responseBodySize : 0;
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    const face = await headingFace(page);
    await page.context().close();

    const menu = await firstWorkingTap(
      await fresh(),
      origin + path,
      "[popovertarget=mobile-menu]",
      (p) => p.locator("#mobile-menu:popover-open").isVisible(),
    );
    const theme = await firstWorkingTap(await fresh(), origin + path, "[data-theme-toggle]", (p) =>
      p.evaluate(() => localStorage.getItem("theme-preference") !== null),
    );
    const accept = await firstWorkingTap(
      await fresh(),
      origin + path,
      '.cookie-banner [data-consent-choice="accepted"]',
      (p) => p.evaluate(() => localStorage.getItem("cookie-consent") === "accepted"),
    );
    return {
      "JS KB": Number((bytes / 1000).toFixed(1)),
      "H1 face": face,
      "menu ms": menu,
      "theme ms": theme,
      "accept ms": accept,
    };
  } finally {
    await browser.close();
  }
}

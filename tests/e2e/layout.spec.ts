import type { Locator, Page } from "@playwright/test";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, presetConsent, test } from "./fixtures";
import { cookieBanner } from "#app/content/cookie-banner";
import { site } from "#app/content/site";
import { readSettings } from "#app/content/files/settings";
import { contactNav, footerColumnLabels, menuLabels, navLabels } from "#app/content/navigation";

type Box = { x: number; y: number; width: number; height: number };

/**
 * While the cookie banner shows, the page's own first call to action (the hero's main button,
 * and a second beside it) is above it and a tap on it reaches it, on phones from 360 px and on the desktop; the
 * header's contact button too (docs/decisions/053-two-line-cookie-banner.md, superseding 039).
 */
function ctaDefects(page: Page) {
  return page.evaluate(() => {
    const defects: string[] = [];
    const banner = document.querySelector(".cookie-banner")!.getBoundingClientRect();
    if (banner.height === 0) return ["no cookie banner"];
    // Above the banner, and what a tap at its centre hits (not the fixed header over it).
    const free = (element: HTMLElement, name: string) => {
      const box = element.getBoundingClientRect();
      if (box.bottom > banner.top) {
        defects.push(
          `${name} ends at ${Math.round(box.bottom)} px, banner starts at ${Math.round(banner.top)} px`,
        );
        return;
      }
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || !element.contains(hit)) {
        defects.push(`${name} covered by ${hit?.outerHTML.slice(0, 80)}`);
      }
    };
    free(
      document.querySelector<HTMLElement>('#site-header a[href="/kontakt"]')!,
      "header's contact button",
    );
    const hero = [...document.querySelectorAll<HTMLElement>("[data-main-cta]")].find((element) =>
      element.checkVisibility(),
    );
    // From 360 px; on a 320 px phone the header's button is the free one (decision 053). Its
    // second beside or under it too (round 39: /hexacore's stood half under the banner).
    if (hero && innerWidth >= 360) {
      free(hero, "hero's main button");
      const second = hero.parentElement!.querySelector<HTMLElement>(
        ":scope > a:not([data-main-cta])",
      );
      if (second?.checkVisibility()) free(second, "hero's second button");
    }
    return defects;
  });
}

/** The banner's height on a 360×640 phone: two short lines and the buttons, at most 15 % of it. */
const bannerMaxHeight = 96;

/**
 * What a reader would see as broken typesetting, measured line by line with ranges: a word
 * split across two lines (only where the browser does not hyphenate: there the split is a
 * break, not a hyphen), a short text squeezed into a narrow column, and text that runs past
 * the screen's right edge (a section that clips sideways, as the hero does for its decoration,
 * hides that without a scrollbar, so the page's width alone does not show it).
 */
function typesettingDefects(page: Page) {
  return page.evaluate(() => {
    const defects: string[] = [];
    const right = document.documentElement.clientWidth;
    const lineTops = (range: Range) => {
      const tops: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        if (tops.every((top) => Math.abs(top - rect.top) > rect.height / 2)) tops.push(rect.top);
      }
      return tops.length;
    };
    // Shown to a reader: not hidden, not visually hidden (`sr-only`, at some widths only: a 1 px
    // box), not off-screen (the form's honeypot).
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
      !element.closest(".sr-only") &&
      element.getBoundingClientRect().width > 1 &&
      element.getBoundingClientRect().right > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const elements = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      if (parent.closest("script, style, svg, [hidden]")) continue;
      elements.add(parent);
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const box = whole.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1 && !parent.closest("[aria-hidden=true]")) {
        defects.push(
          `cut off: "${node.textContent.trim().slice(0, 40)}" (${Math.round(box.right)} px)`,
        );
      }
      // A middle dot between items ends no line: the next item follows it on the same line
      // (round 29: "Strategieberater ·" and "Mit Nutzern testen ·" at a line's end).
      for (const match of node.textContent.matchAll(/·\s*(\S)/gu)) {
        const dot = document.createRange();
        dot.setStart(node, match.index);
        dot.setEnd(node, match.index + 1);
        const next = document.createRange();
        next.setStart(node, match.index + match[0].length - 1);
        next.setEnd(node, match.index + match[0].length);
        const [dotBox, nextBox] = [dot.getBoundingClientRect(), next.getBoundingClientRect()];
        if (nextBox.top > dotBox.top + dotBox.height / 2)
          defects.push(`a line ends with "·": "${node.textContent.trim().slice(0, 40)}"`);
      }
      if (getComputedStyle(parent).hyphens === "auto") continue;
      // Words of letters and digits; a break after "-", "/", "@" or "." is a break between words,
      // and one at a soft hyphen the build set (scripts/build/typography.ts) a syllable's.
      for (const match of node.textContent.matchAll(/[\p{L}\p{N}\u00ad]{2,}/gu)) {
        if (match[0].includes("\u00ad")) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lineTops(range) > 1) defects.push(`word broken across lines: "${match[0]}"`);
      }
    }
    // A running list's dots (ui/inline-list.tsx, drawn by CSS before each item): an item that
    // starts a line has its dot outside the list's clipping box, so no line starts with one.
    for (const list of document.querySelectorAll<HTMLElement>("[data-inline-list]")) {
      if (!shown(list)) continue;
      const edge = list.parentElement!.getBoundingClientRect().left;
      let lineTop = Number.NEGATIVE_INFINITY;
      for (const item of list.children) {
        const box = item.getBoundingClientRect();
        if (box.top <= lineTop + 1) continue;
        lineTop = box.top;
        const dot = getComputedStyle(item, "::before");
        if (dot.content === "none") continue;
        const dotLeft = box.left + parseFloat(dot.left);
        if (dotLeft + 3 > edge) defects.push(`a line starts with "·": "${item.textContent}"`);
      }
    }
    for (const element of elements) {
      const text = element.textContent!.replace(/\s+/g, " ").trim();
      const width = element.getBoundingClientRect().width;
      if (text.length > 40 || width >= 120) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = lineTops(range);
      if (lines >= 3) {
        defects.push(`"${text}" on ${lines} lines in ${Math.round(width)} px`);
      }
    }
    return [...new Set(defects)];
  });
}

test.describe("every page at 320, 390 and 1440 px, before a cookie choice", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  const widths = [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ];
  for (const viewport of widths) {
    // The thank-you page too: a visitor lands there from the form without JavaScript.
    for (const paths of inGroups([...sitePaths(), "/gibt-es-nicht", "/kontakt/danke"], 4)) {
      // The 320 px load is resized to 360×640 too: there the banner's height and the free call
      // to action of the smallest phone the site designs for.
      const alsoAt = viewport.width === 320 ? " and 360×640" : "";
      test(`at ${viewport.width} px${alsoAt} no sideways scrolling, no broken or cut-off word, no squeezed text, a call to action free: ${paths.join(", ")}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        let withMainButton = 0;
        for (const path of paths) {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await expect(page.locator(".cookie-banner")).toBeVisible();
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect.soft(scrollWidth, `${path}: page width`).toBeLessThanOrEqual(clientWidth);
          expect.soft(await typesettingDefects(page), `${path}: typesetting`).toEqual([]);
          expect.soft(await ctaDefects(page), `${path}: call to action`).toEqual([]);
          if ((await page.locator("[data-main-cta]").count()) > 0) withMainButton++;
          if (!alsoAt) continue;
          await page.setViewportSize({ width: 360, height: 640 });
          expect.soft(await ctaDefects(page), `${path} at 360×640: call to action`).toEqual([]);
          const { height } = (await page.locator(".cookie-banner").boundingBox())!;
          expect.soft(height, `${path}: banner at 360×640`).toBeLessThanOrEqual(bannerMaxHeight);
        }
        // A renamed marker would otherwise make the call-to-action check nothing.
        expect(withMainButton, "pages with a main button").toBeGreaterThan(0);
      });
    }
  }
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
]) {
  test(`on /kontakt at ${viewport.width}×${viewport.height} the form's first field is in the first screen above the banner, after when he answers`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/kontakt");
    const banner = page.getByRole("region", { name: cookieBanner.title });
    await expect(banner).toBeVisible();
    const field = (await page.locator("#anfrage").getByRole("textbox").first().boundingBox())!;
    const header = (await page.locator("#site-header").boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(field.y + field.height).toBeLessThanOrEqual((await banner.boundingBox())!.y);
    // When he answers, before the visitor writes (round 24: on phones only after the form).
    const promise = page.locator("#anfrage").getByText(readSettings("promises").answerShort);
    await expect(promise).toBeVisible();
    expect((await promise.boundingBox())!.y).toBeLessThan(field.y);
  });
}

test("/kontakt and /nort show the form on the same side, and beside its column nothing runs far below it", async ({
  page,
}) => {
  await presetConsent(page, "declined");
  await page.setViewportSize({ width: 1440, height: 900 });
  const sides: string[] = [];
  for (const path of ["/kontakt", "/nort"]) {
    await page.goto(path);
    const form = page.locator("[data-island=contact-form]");
    const row = form.locator("xpath=ancestor::*[contains(@class, 'grid')][1]");
    const [formBox, rowBox] = [(await form.boundingBox())!, (await row.boundingBox())!];
    sides.push(formBox.x - rowBox.x < rowBox.width / 2 - formBox.width / 2 ? "left" : "right");
    // The row ends with the form's column, the form and what stands under it (no gap under it
    // beside a taller column).
    const columnEnd = await form.evaluate((island) => {
      const cells = [...island.closest(".grid")!.children].map((cell) => ({
        cell,
        box: cell.getBoundingClientRect(),
      }));
      const left = cells.find(({ cell }) => cell.contains(island))!.box.left;
      const column = cells.filter(({ box }) => box.height > 0 && Math.abs(box.left - left) < 2);
      return Math.max(...column.map(({ box }) => box.bottom + scrollY));
    });
    expect(rowBox.y + rowBox.height - columnEnd, path).toBeLessThanOrEqual(1);
  }
  expect(sides).toEqual(["left", "left"]);
});

test.describe("the footer at 360 px", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("sets the e-mail address at 14 px or more, broken at most after its @", async ({ page }) => {
    await presetConsent(page, "declined");
    await page.goto("/");
    const mail = page.getByRole("contentinfo").locator(`a[href="mailto:${site.email}"]`);
    await expect(mail).toBeVisible();
    const { parts, size } = await mail.evaluate((element) => {
      // Each text of the link (the name with its "@", the domain) on one line of its own.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: { text: string; lines: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        parts.push({ text: node.textContent!, lines: tops.size });
      }
      return { parts, size: parseFloat(getComputedStyle(element).fontSize) };
    });
    expect(parts.map((part) => part.text).join("")).toBe(site.email);
    for (const part of parts) expect(part.lines, part.text).toBe(1);
    expect(size).toBeGreaterThanOrEqual(14);
  });

  test("stands the contact details beside the pages, under the legal links", async ({ page }) => {
    await page.goto("/impressum");
    const footer = page.getByRole("contentinfo");
    const box = async (name: string) =>
      (await footer.getByRole("heading", { name, exact: true }).locator("..").boundingBox())!;
    const [pages, legal, contact] = [
      await box(footerColumnLabels.pages),
      await box(footerColumnLabels.legal),
      await box(contactNav.label),
    ];
    expect(contact.x).toBeGreaterThanOrEqual(pages.x + pages.width);
    expect(Math.abs(contact.x - legal.x)).toBeLessThan(1);
    expect(contact.y).toBeGreaterThanOrEqual(legal.y + legal.height);
  });
});

test.describe("the footer at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("has labelled columns, none narrower than 180 px, and its copyright on one line", async ({
    page,
  }) => {
    await presetConsent(page, "declined");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of [footerColumnLabels.pages, footerColumnLabels.legal, contactNav.label]) {
      const column = footer.getByRole("heading", { name, exact: true }).locator("..");
      expect((await column.boundingBox())!.width, name).toBeGreaterThanOrEqual(180);
    }
    const voice = footer.getByRole("complementary", { name: /KI-Sprachassistent/ });
    await expect(voice).toBeVisible();
    // Its load button on the columns' grid: where the contact column starts (round 37: after a
    // line of whatever length, it stood off the grid).
    const contact = footer.getByRole("heading", { name: contactNav.label, exact: true });
    expect((await voice.getByRole("button").boundingBox())!.x).toBeCloseTo(
      (await contact.boundingBox())!.x,
      0,
    );
    const copyright = footer.getByText(/^© \d{4} /);
    // Lines of the text itself, without the padding above it.
    const lines = await copyright.evaluate((element) => {
      const style = getComputedStyle(element);
      const text =
        element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
  });
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
    await page.getByRole("button", { name: menuLabels.closed }).click();
    await expectTouchSize(page.getByRole("navigation", { name: navLabels.mobile }));
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
        // Only what is drawn: a section not yet drawn (content-visibility) lays its content out
        // in a placeholder's height, so a long one would seem to reach into the footer.
        const drawn = element.checkVisibility({ contentVisibilityAuto: true });
        if (!drawn || box.width === 0 || box.height === 0) continue;
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

test.describe("sections below the hero, drawn only near the screen (decision 041)", () => {
  for (const paths of inGroups(sitePaths(), 2)) {
    test(`hold no island and no fixed element; the hero is always drawn: ${paths.join(", ")}`, async ({
      page,
    }) => {
      let deferred = 0;
      for (const path of paths) {
        await page.goto(path);
        const { count, problems } = await page.evaluate(() => {
          const isDeferred = (element: Element) =>
            getComputedStyle(element).contentVisibility === "auto";
          const sections = [...document.querySelectorAll("main section")].filter(isDeferred);
          const found: string[] = [];
          // Containment would tie a fixed element (the form's toasts) to its section.
          for (const section of sections) {
            const name = section.querySelector("h2")?.textContent ?? section.id;
            if (section.querySelector("[data-island]")) found.push(`island in "${name}"`);
            for (const element of section.querySelectorAll("*")) {
              if (getComputedStyle(element).position === "fixed") {
                found.push(`fixed <${element.tagName.toLowerCase()}> in "${name}"`);
              }
            }
          }
          if (isDeferred(document.querySelector("main > :first-child")!)) found.push("hero");
          return { count: sections.length, problems: found };
        });
        deferred += count;
        expect.soft(problems, path).toEqual([]);
      }
      expect(deferred, "sections drawn only near the screen").toBeGreaterThan(0);
    });
  }
});

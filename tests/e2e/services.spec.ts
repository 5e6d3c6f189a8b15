import { casesPathFor, heroCaseOf, relatedCases } from "#app/content/case-filters";
import { caseLabels, cases } from "#app/content/cases";
import type { Page } from "@playwright/test";
import { readPage } from "#app/content/files/collections";
import { offerLength } from "#app/content/offers";
import { findService, serviceLabels, servicePages } from "#app/content/services";
import type { ServicePage } from "#app/content/services/service-page";
import { companyName, site } from "#app/content/site";
import { typeset } from "#app/lib/typeset";
import { specGtmClosingLabels, specHeroLabels } from "../support/spec-labels";
import { expect, inGroups, presetConsent, test } from "./fixtures";

const {
  patterns: industryPatterns,
  offers,
  closing: servicesClosingCta,
  faq: servicesFaq,
  hero: servicesHero,
  meta: servicesMeta,
  sections: servicesSections,
  specialised: specialisedServices,
  stories: successStories,
} = readPage("services-overview");

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

function hero(page: Page) {
  return page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
}

/** What every service page shows: hero, breadcrumb, the four sections and their buttons. */
async function expectServicePage(page: Page, service: ServicePage) {
  await page.goto(`/leistungen/${service.slug}`);
  await expect(page).toHaveTitle(`${service.meta.title} | ${companyName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    // The build sets German typography (no-break spaces) into every text.
    typeset(service.meta.description),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.hero.title);

  const [primaryLabel, secondaryLabel] = specHeroLabels[service.slug] ?? [
    service.hero.primary.label,
    service.hero.secondary.label,
  ];
  const top = hero(page);
  // To /kontakt with the service's topic chosen on the form (issue 31).
  await expect(top.getByRole("link", { name: primaryLabel, exact: true })).toHaveAttribute(
    "href",
    service.hero.primary.to,
  );
  // The case list, narrowed to the cases that name this service (an honest empty view if none does).
  await expect(top.getByRole("link", { name: secondaryLabel, exact: true })).toHaveAttribute(
    "href",
    casesPathFor(service.slug),
  );

  const crumbs = page.getByRole("navigation", { name: serviceLabels.breadcrumb });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Start", "Leistungen", service.name]);
  await expect(crumbs.getByRole("link", { name: "Leistungen" })).toHaveAttribute(
    "href",
    "/leistungen",
  );

  const challenge = page.getByRole("region", { name: service.challenge.title });
  await expect(challenge.getByRole("listitem")).toHaveCount(3);
  for (const stat of service.challenge.stats) await expect(challenge).toContainText(stat.value);

  const approach = page.getByRole("region", { name: service.approach.title });
  await expect(approach.getByRole("heading", { level: 3 })).toHaveText(
    service.approach.items.map((item) => item.title),
  );

  const deliverables = page.getByRole("region", { name: service.deliverables.title });
  await expect(deliverables.getByRole("listitem")).toHaveText([...service.deliverables.items]);

  // Its cases as proof, up to three, from two (one alone left two thirds of a row empty): the
  // first of each kind of sketch, in the content's order, no kind twice where it has two
  // (rounds 33 and 34: two grids side by side); one kind alone repeats.
  const ofService = cases.filter((item) => item.services.includes(service.slug));
  // In the page at every width; from lg it may stand beside the hero instead (below).
  const related = page.locator("main section", {
    has: page.locator(`h2:text-is(${JSON.stringify(caseLabels.related)})`),
  });
  if (ofService.length < 2) await expect(related).toHaveCount(0);
  else {
    const links = related.locator("a[href^='/case/']");
    const shown = (
      await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))
    ).map((href) => ofService.find((item) => `/case/${item.slug}` === href)!);
    const firstOfKind = ofService.filter(
      (item, index) => ofService.findIndex((other) => other.sketch === item.sketch) === index,
    );
    expect(shown).toEqual(
      firstOfKind.length >= 2 ? firstOfKind.slice(0, 3) : ofService.slice(0, 3),
    );
  }

  const closing = page.getByRole("region", { name: service.closing.title });
  await expect(closing.getByRole("listitem")).toHaveText([...service.closing.promises]);
  await expect(
    closing.getByRole("link", { name: service.closing.primary.label, exact: true }),
  ).toHaveAttribute("href", service.closing.primary.to);
}

test.describe("service pages", () => {
  for (const group of inGroups(servicePages, 2)) {
    test(`${group.map((service) => service.slug).join(", ")}: hero, sections and buttons`, async ({
      page,
    }) => {
      for (const service of group) {
        await test.step(`/leistungen/${service.slug}`, () => expectServicePage(page, service));
      }
    });
  }

  test("the go-to-market page closes with GTM-Readiness Check and Growth Erfolge", async ({
    page,
  }) => {
    await page.goto("/leistungen/gtm-growth");
    const closing = page.getByRole("region", { name: findService("gtm-growth")!.closing.title });
    const [primary, secondary] = specGtmClosingLabels;
    // Its two ways on (his number under the button is a way to him, not a page's).
    await expect(closing.locator("a:not([href^='tel:'])")).toHaveText([primary, secondary]);
    await expect(closing.getByRole("link", { name: primary })).toHaveAttribute(
      "href",
      findService("gtm-growth")!.closing.primary.to,
    );
    await closing.getByRole("link", { name: secondary }).click();
    await expect(page).toHaveURL(casesPathFor("gtm-growth"));
  });

  test("the decision-architecture page links to /hexacore and /cases", async ({ page }) => {
    await page.goto("/leistungen/decision-architecture");
    const main = page.getByRole("main");
    // The case list, narrowed to this service.
    await expect(
      main.locator(`a[href="${casesPathFor("decision-architecture")}"]`).first(),
    ).toBeVisible();
    await main.locator('a[href="/hexacore"]').click();
    await expect(page).toHaveURL("/hexacore");
  });

  test("the breadcrumb leads back to the overview, on one line at 360 px with the page for screen readers", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    for (const service of servicePages) {
      await page.goto(`/leistungen/${service.slug}`);
      const trail = page.getByRole("navigation", { name: serviceLabels.breadcrumb });
      const lines = await trail
        .getByRole("listitem")
        .evaluateAll(
          (items) =>
            new Set(
              items
                .filter((item) => item.getBoundingClientRect().width > 1)
                .map((item) => Math.round(item.getBoundingClientRect().top)),
            ).size,
        );
      expect(lines, service.slug).toBe(1);
      await expect(trail.locator("[aria-current=page]"), service.slug).toHaveText(service.name);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/leistungen/brand-narrative");
    await page
      .getByRole("navigation", { name: serviceLabels.breadcrumb })
      .getByRole("link", { name: "Leistungen" })
      .click();
    await expect(page).toHaveURL("/leistungen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesHero.title);
  });

  test.describe("an unknown slug", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("answers 404 with the not-found page", async ({ page }) => {
      const response = await page.goto("/leistungen/gibt-es-nicht");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      const home = readPage("not-found").home.label;
      await page.getByRole("main").getByRole("link", { name: home }).click();
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("services overview", () => {
  test("has numbered sections in the order of the spec", async ({ page }) => {
    await page.goto("/leistungen");
    await expect(page).toHaveTitle(`${servicesMeta.title} | ${companyName}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(servicesHero.title);
    const sections = servicesSections;
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      sections.framework.title,
      sections.offers.title,
      sections.specialised.title,
      sections.stories.title,
      sections.patterns.title,
      sections.faq.title,
      servicesClosingCta.title,
    ]);
    await expect(main.getByText(/^0\d$/)).toHaveText([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
    ]);
  });

  test("shows the three offers with artifacts, value, price and button", async ({ page }) => {
    await page.goto("/leistungen");
    const region = page.getByRole("region", { name: servicesSections.offers.title });
    const cards = region.getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      offers.map((offer) => offer.title),
    );
    for (const [index, offer] of offers.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(offer.price);
      await expect(card).toContainText(offer.value);
      for (const artifact of offer.artifacts) await expect(card).toContainText(artifact);
      // Each package's button names its topic, so the form opens with it chosen (decision 052).
      expect(offer.cta.to).toMatch(/^\/kontakt\?thema=[a-z-]+$/);
      const button = card.getByRole("link", { name: offer.cta.label });
      await expect(button).toHaveAttribute("href", offer.cta.to);
      // Outlined, with the conversation it leads to beneath: the one solid button on a page
      // is the free conversation (issue 31).
      await expect(button).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await expect(card).toContainText(offer.cta.note!);
    }
    await expect(region).toContainText("ab 3.500 €");
    await expect(region).toContainText("ab 8.500 €");
    await expect(region).toContainText("ab 12.500 €");
  });

  test("links the specialised areas and shows stories and patterns", async ({ page }) => {
    await page.goto("/leistungen");
    const specialised = page.getByRole("region", { name: servicesSections.specialised.title });
    const more = specialised.getByRole("link", { name: /^Mehr erfahren/ });
    await expect(more).toHaveCount(3);
    expect(
      await more.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(specialisedServices.map((service) => service.link.to));
    const stories = page.getByRole("region", { name: servicesSections.stories.title });
    await expect(stories.getByRole("heading", { level: 3 })).toHaveText(
      successStories.map((story) => story.title),
    );
    const patterns = page.getByRole("region", { name: servicesSections.patterns.title });
    await expect(patterns.getByRole("heading", { level: 3 })).toHaveText(
      industryPatterns.map((pattern) => pattern.industry),
    );
    await more.first().click();
    await expect(page).toHaveURL("/leistungen/startup-readiness");
    // In-app navigation loads the page's data and renders it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      findService("startup-readiness")!.hero.title,
    );
  });

  test("a story of a case carries the case's marks, as its card on /cases does", async ({
    page,
  }) => {
    await page.goto("/leistungen");
    const stories = page.getByRole("region", { name: servicesSections.stories.title });
    const marked = await stories.locator("li").evaluateAll((items) =>
      items.flatMap((item) => {
        const link = item.querySelector("a[href^='/case/']");
        const marks = [...item.querySelectorAll("[data-status-mark]")].map((m) => m.textContent);
        return link ? [{ to: link.getAttribute("href")!, marks }] : [];
      }),
    );
    expect(marked.length, "stories leading to a case").toBeGreaterThan(0);
    await page.goto("/cases");
    for (const { to, marks } of marked) {
      const card = page.locator("li", { has: page.locator(`a[href="${to}"]`) }).last();
      await expect(card.locator("[data-status-mark]"), to).toHaveText(marks);
    }
  });

  test("a story shows its case's sketch from md, not on a phone where its numbers were 7 px", async ({
    page,
  }) => {
    const stories = page.getByRole("region", { name: servicesSections.stories.title });
    const sketches = stories.locator("[data-case-sketch]");
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/leistungen");
    const linked = await stories
      .locator("li")
      .evaluateAll(
        (items) => items.filter((item) => item.querySelector("a[href^='/case/']")).length,
      );
    expect(linked, "stories leading to a case").toBeGreaterThan(0);
    await expect(sketches.filter({ visible: true })).toHaveCount(linked);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sketches.filter({ visible: true })).toHaveCount(0);
  });

  // Issue 31: the one free conversation instead of the spec's 60-minute session.
  test("the closing call to action offers the free conversation", async ({ page }) => {
    await page.goto("/leistungen");
    const closing = page.getByRole("region", { name: servicesClosingCta.title });
    await expect(closing).toContainText(offerLength("klarheitsgespraech"));
    await expect(
      closing.getByRole("link", { name: servicesClosingCta.primary.label }),
    ).toHaveAttribute("href", servicesClosingCta.primary.to);
  });

  test("the FAQ keeps one answer open and lets it close, by mouse and keyboard", async ({
    page,
  }) => {
    await page.goto("/leistungen");
    const faq = page.getByRole("region", { name: servicesSections.faq.title });
    const question = (index: number) => faq.getByText(servicesFaq[index]!.question);
    const answer = (index: number) => faq.getByText(servicesFaq[index]!.answer);
    await expect(faq.locator("summary")).toHaveCount(5);
    for (let index = 0; index < 5; index++) await expect(answer(index)).toBeHidden();

    await question(0).click();
    await expect(answer(0)).toBeVisible();
    await question(1).click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await question(1).click();
    for (let index = 0; index < 5; index++) await expect(answer(index)).toBeHidden();

    await question(2).focus();
    await page.keyboard.press("Enter");
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(question(3)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answer(3)).toBeVisible();
    await expect(answer(2)).toBeHidden();
    await page.keyboard.press("Space");
    await expect(answer(3)).toBeHidden();
  });
});

for (const width of [360, 1440]) {
  test(`at ${width} px a closing band's promises stand on one line or one under the other, none alone on a second line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    let lists = 0;
    for (const path of ["/", ...servicePages.map((service) => `/leistungen/${service.slug}`)]) {
      await page.goto(path);
      const tops = await page
        .locator("[data-closing] ul li")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      if (tops.length < 2) continue;
      lists += 1;
      // One line (every top alike) or a column (every top its own): round 26 saw "25 Minuten"
      // alone under two promises.
      const rows = new Set(tops).size;
      expect([1, tops.length], `${path}: ${tops.join(", ")}`).toContain(rows);
    }
    expect(lists, "closing bands with promises").toBeGreaterThan(0);
  });
}

// Round 40: under a closing band's button 150 px stood empty; "make the closing band a contact
// block". From md the person who answers and his number stand there; a phone's band stays short.
test("a closing band names who answers and his number under its button from 768 px, not on a phone", async ({
  page,
}) => {
  for (const path of ["/", `/leistungen/${servicePages[0]!.slug}`]) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const band = page.locator("[data-closing]");
    const person = band.locator("[data-closing-person]");
    await expect(person, path).toContainText(site.founder.fullName);
    await expect(person.getByRole("link", { name: site.phone.display }), path).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    // The band's button: the first link of the column the person closes.
    const button = (await person.locator("xpath=../a[1]").boundingBox())!;
    const box = (await person.boundingBox())!;
    expect(box.y, path).toBeGreaterThan(button.y + button.height);
    expect(Math.abs(box.x - button.x), path).toBeLessThan(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(person, path).toBeHidden();
  }
});

// Round 35: the case beside a service's hero stood again among its cases below, on one screen;
// round 36: a lone case left beside a link to all read as a failed load.
const withHeroCase = servicePages.filter((service) => heroCaseOf(service.slug));
for (const group of inGroups(withHeroCase, 3)) {
  test(`at 1440 px a service's cases below leave out the one beside its hero, and show only where two remain: ${group[0]?.slug} and ${group.length - 1} more`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const service of group) {
      await page.goto(`/leistungen/${service.slug}`);
      const lead = `/case/${heroCaseOf(service.slug)!.slug}`;
      await expect(
        page.locator(`main > :first-child a[href="${lead}"]`),
        service.slug,
      ).toBeVisible();
      const related = page.getByRole("region", { name: caseLabels.related });
      const others = relatedCases(service.slug).filter((item) => `/case/${item.slug}` !== lead);
      if (others.length < 2) await expect(related, service.slug).toBeHidden();
      else {
        const shown = related.locator("a[href^='/case/']").filter({ visible: true });
        const hrefs = await shown.evaluateAll((links) =>
          links.map((link) => link.getAttribute("href")),
        );
        expect(hrefs, service.slug).toEqual(others.map((item) => `/case/${item.slug}`));
      }
      // The closing band keeps its air above it (round 37: glued to the section before).
      const band = page.locator("[data-closing] > div").first();
      // Every section laid out: out of view they keep a placeholder size (content-visibility).
      await page.addStyleTag({
        content: "main section { content-visibility: visible !important; }",
      });
      const above = await band.evaluate((element) => {
        const closing = element.parentElement!;
        let before = closing.previousElementSibling;
        while (before && getComputedStyle(before).display === "none")
          before = before.previousElementSibling;
        // On the page's own colour the section's lower padding is air too; a muted band ends
        // at its edge.
        const muted = before!.classList.contains("bg-surface");
        const inner = before!.firstElementChild!;
        const end = muted
          ? before!.getBoundingClientRect().bottom
          : inner.getBoundingClientRect().bottom -
            parseFloat(getComputedStyle(inner).paddingBottom);
        return element.getBoundingClientRect().top - end;
      });
      expect(above, service.slug).toBeGreaterThanOrEqual(48);
      // On a phone, where the hero shows no case, all of them.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(related.locator(`a[href="${lead}"]`), service.slug).toBeVisible();
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
}

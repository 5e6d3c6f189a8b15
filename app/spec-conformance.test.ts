/**
 * The specification's fixed facts (../shared/spec.md), in one place. Other
 * tests check behaviour and may follow the content; this one fails when a
 * fact the spec fixes changes: routes and slugs, counts, labels, messages.
 */
import { describe, expect, it } from "vitest";
import { caseLabels, cases, findCase, industrySectors } from "#app/content/cases";
import { contactForm } from "#app/content/contact";
import { cookieBanner } from "#app/content/cookie-banner";
import { readPage } from "#app/content/files/collections";
import { buildYear, dates, formatDate } from "#app/content/dates";
import { enquiryFields } from "#app/enquiry/fields";
import { contactNav, footerNav, mainNav } from "#app/content/navigation";
import { offers, offerVerb } from "#app/content/offers";
import { servicePages, serviceSlugs } from "#app/content/services";
import { founderPath, site } from "#app/content/site";
import { sitePaths } from "#app/content/sitemap";
import { specStrings } from "#app/content/spec-strings";
import { openDelay, skipDelay } from "#app/shell/tooltips";
import { specGtmClosingLabels, specHeroLabels } from "#tests/support/spec-labels";

const about = readPage("about");
const contactPage = readPage("contact");
const cookiePolicy = readPage("cookies");

const { hero: homeHero, focus, results } = readPage("home");
const { weeks: programmeWeeks, nextStep: programmeNextStep } = readPage("programme");

/**
 * The spec's service and case slugs are the names of the shipped content files
 * (content/); the owner may add and delete files, so only those present are checked.
 */
const ifPresent = <T>(expected: Record<string, T>, slugs: readonly string[]) =>
  Object.fromEntries(Object.entries(expected).filter(([slug]) => slugs.includes(slug)));

describe("routes (spec 2)", () => {
  it("has every screen of the route table", () => {
    const pages = sitePaths();
    for (const path of [
      "/",
      "/leistungen",
      "/zukunftssicher",
      "/cases",
      "/hexacore",
      "/nort",
      "/ueber-uns",
      founderPath,
      "/kontakt",
      "/impressum",
      "/datenschutz",
      "/cookies",
    ]) {
      expect(pages).toContain(path);
    }
    expect(founderPath).toBe(`/ueber-${site.founder.firstName.toLowerCase()}`);
  });

  it("gives every service file and every case file a page", () => {
    for (const slug of serviceSlugs) expect(sitePaths()).toContain(`/leistungen/${slug}`);
    for (const item of cases) expect(sitePaths()).toContain(`/case/${item.slug}`);
  });
});

describe("the spec's fixed words, the only copy in code (app/content/spec-strings.ts)", () => {
  it("are the spec's", () => {
    expect(specStrings).toEqual({
      nav: {
        start: "Start",
        founderPrefix: "Über",
        services: "Leistungen",
        programme: "Zukunftssicher",
        cases: "Cases",
        contact: "Kontakt",
      },
      footer: {
        imprint: "Impressum",
        privacy: "Datenschutz",
        cookies: "Cookies",
        rights: "Alle Rechte vorbehalten.",
      },
      cookieBanner: { acceptAll: "Alle akzeptieren", essentialOnly: "Nur essenzielle" },
      notFound: { code: "404", heading: "Oops! Page not found" },
      cases: {
        details: "Details",
        industry: "Branche",
        type: "Typ",
        services: "Services",
        status: "Status",
        nda: "NDA",
        public: "Public",
        context: "Kontext & Ausgangslage",
        approach: "Unser Vorgehen",
        results: "Ergebnisse & Outcomes",
        nextCase: "Nächster Case",
      },
    });
  });

  it("are what the pages use, whatever the content files say", () => {
    expect(caseLabels).toMatchObject(specStrings.cases);
    expect(readPage("not-found")).toMatchObject(specStrings.notFound);
    expect(cookieBanner).toMatchObject(specStrings.cookieBanner);
  });
});

describe("shared behaviour", () => {
  it("header, footer and the highlighted contact button", () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      "Start",
      `Über ${site.founder.firstName}`,
      "Leistungen",
      "Zukunftssicher",
      "Cases",
    ]);
    expect(contactNav).toEqual({ label: "Kontakt", to: "/kontakt" });
    expect(footerNav.slice(0, 3).map((item) => item.label)).toEqual([
      "Impressum",
      "Datenschutz",
      "Cookies",
    ]);
  });

  it("tooltip delays: 700 ms to open, 300 ms to skip", () => {
    expect(openDelay).toBe(700);
    expect(skipDelay).toBe(300);
  });
});

describe("pages", () => {
  it("home: the hero button, five focus areas and four counters", () => {
    // "buchen" only with a booking page (issue 20); without one the same button says "anfragen".
    expect(homeHero.cta).toMatchObject({
      label: `Kostenloses Klarheitsgespräch ${offerVerb}`,
      to: "/kontakt",
    });
    expect(focus.areas.map((area) => area.link.to)).toEqual([
      "/leistungen/decision-architecture",
      "/leistungen/research-insights",
      "/leistungen/product-innovation",
      "/leistungen/gtm-growth",
      "/leistungen/digital-transformation",
    ]);
    expect(
      results.counters.map((counter) => `${counter.target}${counter.suffix} ${counter.label}`),
    ).toEqual([
      "15+ Jahre Erfahrung",
      "50+ Projekte begleitet",
      "50+ Optimierte Prozesse",
      // The spec's "15+ Branchen" and its twelve sectors of /cases were two counts of one thing;
      // the site states one, that of the cases' filter (issue 32).
      `${industrySectors.length} Branchenfelder`,
    ]);
  });

  it("service pages: both buttons to /kontakt choose the service's topic on the form (issue 31)", () => {
    for (const page of servicePages) {
      expect([page.hero.primary.to, page.closing.primary.to], page.slug).toEqual([
        `/kontakt?thema=${page.slug}`,
        `/kontakt?thema=${page.slug}`,
      ]);
    }
  });

  it("service pages: the hero labels the spec names", () => {
    const labels = Object.fromEntries(
      servicePages.map((page) => [page.slug, [page.hero.primary.label, page.hero.secondary.label]]),
    );
    expect(labels).toMatchObject(ifPresent(specHeroLabels, serviceSlugs));
    const gtm = servicePages.find((page) => page.slug === "gtm-growth");
    if (gtm) {
      expect([gtm.closing.primary, gtm.closing.secondary?.label]).toMatchObject([
        { label: specGtmClosingLabels[0], to: "/kontakt?thema=gtm-growth" },
        specGtmClosingLabels[1],
      ]);
    }
  });

  it("cases: twelve sectors and the three anonymised cases marked confidential", () => {
    expect(new Set(industrySectors).size).toBe(12);
    const confidential = cases.filter((item) => item.confidential).map((item) => item.slug);
    const anonymised = ["b2b-repositioning", "startup-branding", "consumer-relaunch"];
    expect(confidential).toEqual(
      expect.arrayContaining(anonymised.filter((slug) => findCase(slug))),
    );
  });

  it("programme: four weeks and the 25-minute call", () => {
    expect(programmeWeeks.map((week) => week.title)).toEqual([
      "Lagebild",
      "Entscheidungsbaum",
      "Prioritäten & Plan",
      "Umsetzung & Review",
    ]);
    expect(programmeNextStep.primary).toMatchObject({
      label: `25-Minuten-Klarheitsgespräch ${offerVerb}`,
      to: "/kontakt?thema=zukunftssicher",
    });
  });

  // Issue 31: one free conversation, the spec's "Kostenloses Klarheitsgespräch" of 25 minutes
  // on /zukunftssicher, instead of the spec's 25, 30 and 60 minutes under six names.
  it("offers: one free conversation, the Klarheitsgespräch of 25 minutes", () => {
    expect(Object.values(offers)).toEqual([
      expect.objectContaining({ name: "Klarheitsgespräch", minutes: 25 }),
    ]);
  });

  it("about: a network of five partners; contact: the hero", () => {
    expect(about.partners.items).toHaveLength(5);
    expect(contactPage.hero.title).toBe("Lass uns sprechen");
  });
});

describe("states, validation and messages (spec 4, 5, 8)", () => {
  it("contact form: the messages, the busy label and the success toast", () => {
    expect(enquiryFields).toMatchObject({
      name: { required: true, error: "Name muss mindestens 2 Zeichen haben" },
      email: { required: true, error: "Gültige E-Mail-Adresse erforderlich" },
      company: { required: false },
      message: { required: true, error: "Nachricht muss mindestens 10 Zeichen haben", rows: 4 },
    });
    expect(contactForm.submitting).toBe("Wird gesendet...");
    expect(contactForm.successTitle).toBe(
      "Vielen Dank für Ihre Anfrage! Wir melden uns zeitnah bei Ihnen.",
    );
    expect(contactForm.successDescription).toBe("Ihre Nachricht wurde erfolgreich übermittelt.");
  });

  it("cookie banner and policy", () => {
    expect(cookieBanner.acceptAll).toBe("Alle akzeptieren");
    expect(cookieBanner.essentialOnly).toBe("Nur essenzielle");
    expect(cookieBanner.policyLink.to).toBe("/cookies");
    expect(cookiePolicy.changeSettingsLabel).toBe("Einstellungen ändern");
    // Deliberate deviations (issue 20): the spec dates the cookie policy 1 September 2025 and
    // lists optional analytics cookies; the policy was rewritten to name only what is set (no
    // analytics cookies exist), so it carries the date of that change from content/settings/dates.yaml.
    expect(cookiePolicy.updated).toBe(`Stand: ${formatDate(dates.cookiePolicy)}`);
    expect(cookiePolicy.sections.some((section) => section.title.includes("Analyse"))).toBe(false);
  });

  it("footer copyright line", () => {
    // Deliberate deviation (issue 20): the spec fixes "© 2024"; the footer shows the build year.
    expect(buildYear).toBe(new Date().getFullYear());
  });
});

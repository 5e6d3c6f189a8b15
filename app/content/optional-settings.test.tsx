/**
 * The site as the owner's settings make it: each optional service off and on, the optional
 * pages off, and everything off (docs/decisions/047-optional-services.md, 048-pages-that-can-
 * be-switched-off.md). Each case reads a copy of the frozen sample content (tests/visual/content,
 * so no test breaks when the owner edits content/) with the settings changed, as the build
 * does with `CONTENT_DIR`, and renders what a visitor gets: the footer, /kontakt, the
 * founder page, the legal pages, the banner's text, the security headers, the route table and
 * the launch check.
 */
import { rmSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, test, vi } from "vitest";
import {
  type ContentEdits,
  contentWith as copyWith,
  everythingOff,
  off,
  sampleContent,
  siteSettings,
} from "#tests/support/optional-settings-content";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the sample content with the changes, removed after the tests. */
function contentWith(edits: ContentEdits): string {
  const dir = copyWith(edits);
  dirs.push(dir);
  return dir;
}
const settings = siteSettings;

/** What a visitor and the build get from the content in `dir`. */
async function siteFrom(dir: string) {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  vi.resetModules();
  try {
    const page = (Component: ComponentType) =>
      renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Component)));
    const { Footer } = await import("#app/components/layout/footer");
    const { asksForConsent } = await import("./embeds");
    const { cookieBanner } = await import("./cookie-banner");
    const { readPage } = await import("./files/collections");
    const [datenschutz, cookiePolicy] = [readPage("datenschutz"), readPage("cookies")];
    const { securityHeaders } = await import("#app/lib/http-headers");
    const { prerenderPaths, sitePaths } = await import("./sitemap");
    const { mainNav } = await import("./navigation");
    const { launchFindings, defaultInput } = await import("#app/lib/launch-check");
    return {
      footer: page(Footer),
      contact: page((await import("#app/routes/kontakt")).default),
      founderPage: page((await import("#app/routes/ueber-gruender")).default),
      cookiesPage: page((await import("#app/routes/cookies")).default),
      privacy: JSON.stringify(datenschutz),
      cookies: JSON.stringify(cookiePolicy),
      asksForConsent,
      bannerText: cookieBanner.text,
      csp: securityHeaders()["Content-Security-Policy"],
      paths: [...sitePaths(), ...prerenderPaths()],
      nav: mainNav.map((link) => link.to),
      findings: launchFindings(defaultInput).map((finding) => finding.where),
    };
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    vi.resetModules();
  }
}

/** The problems the build reports for the content in `dir` (none: []). */
async function problemsOf(dir: string): Promise<string[]> {
  try {
    await siteFrom(dir);
    return [];
  } catch (error) {
    const problems = (error as { problems?: string[] }).problems;
    if (!problems) throw error;
    return problems;
  }
}

const shipped = await siteFrom(sampleContent);

describe("the shipped settings: every optional service and page on", () => {
  test("the banner, the policies, the pages and the headers name each service", () => {
    expect(shipped.asksForConsent).toBe(true);
    for (const brand of ["ElevenLabs", "HeyGen", "Google"]) {
      expect(shipped.bannerText).toContain(brand);
      expect(shipped.privacy).toContain(brand);
    }
    expect(shipped.footer).toContain("KI-Sprachassistent");
    expect(shipped.contact).toContain("KI-Avatar");
    expect(shipped.founderPage).toContain("Video abspielen");
    expect(shipped.cookiesPage).toContain("Einstellungen ändern");
    expect(shipped.csp).toMatch(/elevenlabs\.io.*youtube-nocookie\.com.*labs\.heygen\.com/);
    expect(shipped.paths).toEqual(
      expect.arrayContaining(["/nort", "/hexacore", "/zukunftssicher"]),
    );
  });

  test("the footer says the sample firm's name from the settings, as the spec has it", () => {
    expect(shipped.footer).toMatch(/© \d{4} Nordlicht Innovations\. Alle Rechte vorbehalten\./);
  });
});

const services = [
  {
    key: "voiceAgent",
    name: "Eleven Labs Inc.",
    brand: "ElevenLabs",
    policySection: "KI-Sprachassistent von ElevenLabs",
    host: "elevenlabs.io",
    shown: (site: typeof shipped) => site.footer.includes("KI-Sprachassistent"),
  },
  {
    key: "avatar",
    name: "HeyGen Technology Inc.",
    brand: "HeyGen",
    policySection: "KI-Avatar von HeyGen",
    host: "heygen.com",
    shown: (site: typeof shipped) => site.contact.includes("KI-Avatar"),
  },
  {
    key: "video",
    name: "Google Ireland Limited",
    brand: "Google",
    policySection: "YouTube im erweiterten Datenschutzmodus",
    host: "youtube",
    shown: (site: typeof shipped) => site.founderPage.includes("Video abspielen"),
  },
] as const;

describe.each(services)("with the $key switched off", (service) => {
  test("no page, banner, policy, header or launch item names it; the others stay", async () => {
    const site = await siteFrom(
      contentWith({ [settings]: (file) => void (file.embeds[service.key] = off) }),
    );
    expect(service.shown(shipped)).toBe(true);
    expect(service.shown(site)).toBe(false);
    expect(site.bannerText).not.toContain(service.brand);
    expect(site.privacy).not.toContain(service.policySection);
    expect(site.privacy).not.toContain(service.brand);
    // The cookie policy explains Google Chrome whatever is embedded: it names providers by firm.
    expect(site.cookies).not.toContain(service.name);
    expect(site.csp).not.toContain(service.host);
    expect(site.findings.filter((where) => where.startsWith(`site.embeds.${service.key}`))).toEqual(
      [],
    );
    // The other services are still asked for.
    expect(site.asksForConsent).toBe(true);
    for (const other of services.filter((item) => item !== service)) {
      expect(other.shown(site)).toBe(true);
      expect(site.bannerText).toContain(other.brand);
    }
  });
});

test("without the video, the founder page has no video section and the launch check no poster", async () => {
  const site = await siteFrom(
    contentWith({ [settings]: (file) => void (file.embeds.video = off) }),
  );
  expect(shipped.findings).toContain("content/pages/founder.yaml: video.poster");
  expect(site.findings.filter((where) => where.includes("founder.yaml: video"))).toEqual([]);
  expect(site.founderPage).not.toContain("youtube");
  // The page around it stays whole: hero, attitude and the closing call.
  expect(site.founderPage).toContain("Haltung");
});

test("with one assistant off, /kontakt's card speaks of the other alone", async () => {
  const withoutAvatar = await siteFrom(
    contentWith({ [settings]: (file) => void (file.embeds.avatar = off) }),
  );
  expect(withoutAvatar.contact).toContain("Er ist ein KI-System, kein Mensch");
  expect(withoutAvatar.contact).not.toContain("Beide sind");
  expect(withoutAvatar.contact).toContain('id="ki-sprachassistent"');
  const withoutVoice = await siteFrom(
    contentWith({ [settings]: (file) => void (file.embeds.voiceAgent = off) }),
  );
  expect(withoutVoice.contact).toContain("KI-Avatar");
  expect(withoutVoice.contact).not.toContain("Fußzeile");
  expect(withoutVoice.contact).not.toContain('id="ki-sprachassistent"');
});

test("the privacy policy's summary names the services that are on, in agreement with their number", async () => {
  expect(shipped.privacy).toContain("KI-Sprachassistent, KI-Avatar und Video laden erst");
  const videoOnly = await siteFrom(
    contentWith({
      [settings]: (file) => {
        file.embeds.voiceAgent = off;
        file.embeds.avatar = off;
      },
    }),
  );
  expect(videoOnly.privacy).toContain("Video lädt erst, wenn Sie einwilligen");
  expect(videoOnly.privacy).not.toContain("KI-");
});

test("a booking page on: the banner, the privacy policy and the headers name its provider", async () => {
  const site = await siteFrom(
    contentWith({
      [settings]: (file) => {
        file.bookingUrl = "https://cal.com/foerde/erstgespraech";
        file.bookingProvider = {
          discriminant: true,
          value: {
            name: "Cal.com, Inc.",
            brand: "Cal.com",
            address: "San Francisco, USA",
            role: "processor",
            location: "USA",
            transfer: {
              discriminant: "scc",
              value: { recipient: "Cal.com, Inc.", country: "USA" },
            },
          },
        };
      },
    }),
  );
  expect(shipped.bannerText).not.toContain("Cal.com");
  expect(site.bannerText).toContain("Terminbuchung (Cal.com)");
  expect(site.privacy).toContain("Terminbuchung über Cal.com, Inc.");
  expect(site.csp).toContain("https://cal.com");
});

describe("everything off: no optional service, no optional page, another firm", () => {
  const dir = contentWith(everythingOff);
  const site = siteFrom(dir);

  test("nothing asks for consent: no banner, no consent control, no button to change it", async () => {
    const { asksForConsent, footer, cookiesPage } = await site;
    expect(asksForConsent).toBe(false);
    expect(footer).not.toContain("Cookie-Einstellungen");
    expect(footer).not.toContain("data-consent-reset");
    expect(cookiesPage).not.toContain("data-consent-reset");
  });

  test("no page shows a launcher, an avatar, a video or a placeholder for one", async () => {
    const { footer, contact, founderPage } = await site;
    expect(footer).not.toContain("KI-Sprachassistent");
    expect(contact).not.toContain("KI-Assistenten");
    expect(contact).not.toContain("data-avatar");
    expect(founderPage).not.toContain("Video abspielen");
    expect(founderPage).not.toContain("youtube");
  });

  test("the policies name no third party and say that nothing is embedded", async () => {
    const { privacy, cookies, csp } = await site;
    for (const name of ["ElevenLabs", "HeyGen", "Google", "YouTube", "cookie-consent"]) {
      expect(privacy).not.toContain(name);
    }
    for (const name of ["Eleven Labs", "HeyGen", "Google Ireland", "YouTube", "cookie-consent"]) {
      expect(cookies).not.toContain(name);
    }
    expect(privacy).toContain("Wir binden auch keine Dienste von Drittanbietern ein");
    expect(privacy).not.toContain('"title":"Einwilligung widerrufen"');
    expect(privacy).not.toContain('"title":"Widerruf Ihrer Einwilligung"');
    expect(cookies).toContain("nur für einen Eintrag");
    expect(cookies).not.toContain("Eingebettete Dienste");
    // The contact form is on /kontakt alone.
    expect(privacy).toContain("Auf der Kontaktseite (/kontakt) finden Sie ein Kontaktformular");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/elevenlabs|youtube|heygen/);
  });

  test("the pages that are off have no route, no sitemap entry and no link in the navigation", async () => {
    const { paths, nav, footer } = await site;
    for (const path of ["/nort", "/hexacore", "/zukunftssicher"]) {
      expect(paths).not.toContain(path);
      expect(nav).not.toContain(path);
      expect(footer).not.toContain(`href="${path}"`);
    }
    expect(paths).toContain("/kontakt");
  });

  test("the launch check asks for none of it", async () => {
    const { findings } = await site;
    expect(findings.filter((where) => where.startsWith("site.embeds"))).toEqual([]);
    for (const file of ["profile", "hexacore", "programme"]) {
      expect(findings.filter((where) => where.startsWith(`content/pages/${file}.yaml`))).toEqual(
        [],
      );
    }
    expect(shipped.findings.some((where) => where.startsWith("content/pages/profile.yaml"))).toBe(
      true,
    );
  });

  test("the footer and the legal texts say the owner's firm, with no suffix added", async () => {
    const { footer, privacy } = await site;
    expect(footer).toMatch(/© \d{4} Förde Strategieberatung\. Alle Rechte vorbehalten\./);
    expect(privacy).toContain("Förde Strategieberatung");
    expect(`${footer}${privacy}`).not.toContain("Innovations");
  });
});

test("a link to a switched-off page stops the build, naming the file and the field", async () => {
  const problems = await problemsOf(
    contentWith({ [settings]: (file) => void (file.pages = { hexacore: false }) }),
  );
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /pages\/home\.yaml, Feld „hexacore\.link\.to“: „\/hexacore“ ist in den Einstellungen abgeschaltet/,
      ),
    ]),
  );
});

test("the guarantee's question stops the build while its page is off", async () => {
  const problems = await problemsOf(
    contentWith({ [settings]: (file) => void (file.pages = { zukunftssicher: false }) }),
  );
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /services-overview\.yaml, Feld „faq.*guarantee“: Die Garantie ist auf \/zukunftssicher beschrieben/,
      ),
    ]),
  );
});

import { describe, expect, test } from "vitest";
import { cases } from "#app/content/cases";
import type { Client } from "#app/content/clients";
import { readPage } from "#app/content/files/collections";
import { servicePages } from "#app/content/services";
import type { ProviderConfig, SiteConfig } from "#app/content/site";
import { withContentDir } from "#tests/support/content-dir";
import { deployTarget, deployTargetOf } from "./deploy-target";
import { defaultInput, type LaunchInput, launchFindings } from "./launch-check";
import { runLaunchCheck } from "./launch-report";
import { isSampleMode, robotsContent, robotsTxt } from "./sample-mode";

/** What the owner enters for a figure they have checked against their records. */
const ownRecords = { kind: "own", basis: "Eigene Projektliste", year: 2026 } as const;

/**
 * A deep copy as the owner leaves it before launch: no `sample` marker, a
 * source for every figure, every named case approved by its client.
 */
function filledContent(content: LaunchInput["content"]): LaunchInput["content"] {
  const copy = JSON.parse(
    JSON.stringify(content, (key, value: unknown) => {
      if (key === "sample") return undefined;
      // A figure in running text names its evidence in the sentence.
      if (typeof value === "string" && /\d/.test(value)) return `${value} (laut Projektliste 2026)`;
      const record = value as Record<string, unknown> | null;
      const figure = record?.value ?? record?.metric ?? record?.target;
      if (typeof record === "object" && /\d/.test(String(figure)) && !record?.source) {
        return { ...record, source: ownRecords };
      }
      return value;
    }),
  ) as LaunchInput["content"];
  for (const [name, item] of Object.entries(copy)) {
    if (!name.startsWith("content/cases/")) continue;
    item.approvedByClient = true;
    if (item.clientLogo) (item.clientLogo as { logoPermission?: boolean }).logoPermission = true;
  }
  return copy;
}

/** A processor whose servers are in Germany. */
const inGermany = (name: string, address: string): ProviderConfig => ({
  name,
  brand: name,
  address,
  role: "processor",
  location: "Deutschland",
  transfer: null,
});

/** The owner's real identity as it would be entered before launch. */
const filledSite: SiteConfig = {
  brand: "Förde",
  firm: { name: "Förde Strategieberatung" },
  founder: {
    fullName: "Anna Beispielfrei",
    firstName: "Anna",
    role: "Gründerin",
    portrait: "portrait.jpg",
  },
  phone: { display: "+49 431 123456", href: "+49431123456" },
  email: "kontakt@foerde-innovations.de",
  address: {
    street: "Dänische Straße 1",
    postalCode: "24103",
    city: "Kiel",
    country: "Deutschland",
  },
  url: "https://www.foerde-innovations.de",
  pages: { nort: true, hexacore: true, zukunftssicher: true },
  embeds: {
    voiceAgent: {
      agentId: "agent_7h2k9x4m1p",
      provider: {
        name: "Eleven Labs Inc.",
        brand: "ElevenLabs",
        address: "New York, USA",
        role: "processor",
        location: "USA",
        transfer: { basis: "dpf", recipient: "Eleven Labs Inc.", country: "USA" },
      },
    },
    avatar: {
      embedUrl:
        "https://labs.heygen.com/guest/streaming-embed?share=eyJxdWFsaXR5IjoiaGlnaCJ9&inIFrame=1",
      provider: {
        name: "HeyGen Technology Inc.",
        brand: "HeyGen",
        address: "Los Angeles, USA",
        role: "processor",
        location: "USA",
        transfer: { basis: "scc", recipient: "HeyGen Technology Inc.", country: "USA" },
      },
    },
    video: {
      videoId: "a1B2c3D4e5F",
      provider: {
        name: "Google Ireland Limited",
        brand: "Google",
        address: "Gordon House, Barrow Street, Dublin 4, Irland",
        role: "controller",
        location: "Irland und USA",
        transfer: { basis: "dpf", recipient: "Google LLC", country: "USA" },
      },
    },
  },
  bookingUrl: "https://cal.com/foerde/erstgespraech",
  support: { hotline: "Mo–Fr 9–17 Uhr" },
  bookingProvider: {
    name: "Cal.com, Inc.",
    brand: "Cal.com",
    address: "2261 Market Street #5500, San Francisco, CA 94114, USA",
    role: "processor",
    location: "USA",
    transfer: { basis: "scc", recipient: "Cal.com, Inc.", country: "USA" },
  },
  legal: {
    form: "GmbH",
    register: { court: "Amtsgericht Kiel", number: "HRB 24680" },
    representatives: ["Anna Beispielfrei"],
    vatId: "DE123456789",
    hosting: inGermany("Hosting GmbH", "Hafenstraße 2, 24103 Kiel"),
    hostingPlatform: "server",
    mailProvider: inGermany("Mail GmbH", "Hafenstraße 3, 24103 Kiel"),
    logRetentionDays: 7,
    enquiryRetentionMonths: 6,
    statsRetentionMonths: 24,
    conversationRetentionDays: 30,
  },
};

/** Places in the shipped content files the check must name, whichever files the owner keeps. */
const sampleStats = servicePages.flatMap((page) =>
  page.challenge.stats.flatMap((stat, index) =>
    stat.sample ? [`content/services/${page.slug}.yaml: challenge.stats[${index}]`] : [],
  ),
);
const sourcedStats = servicePages.flatMap((page) =>
  page.challenge.stats.flatMap((stat, index) =>
    stat.source ? [`content/services/${page.slug}.yaml: challenge.stats[${index}]`] : [],
  ),
);
/** The home page's file: its sample quote and counters without evidence, as the file has them. */
const home = readPage("home");
const homeFile = "content/pages/home.yaml";
const homeSamples = [
  ...(home.results.testimonial.sample ? [`${homeFile}: results.testimonial`] : []),
  ...home.results.counters.flatMap((counter, index) =>
    counter.sample ? [`${homeFile}: results.counters[${index}]`] : [],
  ),
];
const homeUnsourced = home.results.counters.flatMap((counter, index) =>
  counter.source ? [] : [`${homeFile}: results.counters[${index}]`],
);
const unapproved = cases
  .filter((item) => !item.confidential && !item.ownProduct && !item.approvedByClient)
  .map((item) => `content/cases/${item.slug}.yaml`);
const ownProducts = cases.filter((item) => item.ownProduct).map((item) => item.slug);

describe("launch-check", () => {
  test("fails on the default config and lists samples, placeholders and unapproved cases", () => {
    const lines: string[] = [];
    expect(runLaunchCheck(defaultInput, (line) => lines.push(line))).toBe(1);
    const where = launchFindings(defaultInput).map((finding) => finding.where);
    expect(where).toEqual(
      expect.arrayContaining([
        "site",
        "site.embeds.voiceAgent",
        "site.embeds.voiceAgent.provider",
        "site.legal",
        "site.legal.hosting",
        "site.email",
        "site.embeds.voiceAgent.agentId",
        "content/pages/about.yaml: partners.items[0]",
        "content/pages/founder.yaml: private",
        "content/pages/founder.yaml: video",
        "content/pages/profile.yaml: education[0]",
        ...sampleStats,
        ...homeSamples,
        "content/pages/founder.yaml: video.poster",
        "site.founder.portrait",
        ...unapproved,
      ]),
    );
    const unsourced = launchFindings(defaultInput).filter((item) => item.what.startsWith("Beleg"));
    expect(unsourced.map((item) => item.where)).toEqual(
      expect.arrayContaining([...sampleStats, ...homeUnsourced]),
    );
    // A cited study or a fact of the offer is evidence enough.
    for (const place of sourcedStats)
      expect(unsourced.map((item) => item.where)).not.toContain(place);
    // The firm's own product has no client to ask.
    for (const slug of ownProducts) expect(where.some((place) => place.includes(slug))).toBe(false);
    expect(lines.join("\n")).toContain("Beispielinhalt");
  });

  test("a track record or share in running text needs its evidence in the sentence, unless marked as a sample", () => {
    const content = filledContent(defaultInput.content);
    const [file, page] = Object.entries(content).find(([name]) =>
      name.startsWith("content/pages/"),
    )!;
    page.claimInText = "Seit mehr als 15 Jahren begleiten wir 50+ Projekte.";
    page.shareInText = { text: "Bei 68 % der Teams fehlt ein Plan.", sample: true };
    page.sourcedInText = "Mehr als 40 Kunden, laut Projektliste 2026.";
    page.offerTerm = "Mindestens 15 Interviews in 4 Wochen.";
    const findings = launchFindings({ site: filledSite, content });
    expect(findings.filter((finding) => finding.what.startsWith("Zahl im Text"))).toEqual([
      {
        where: `${file}: claimInText`,
        what: "Zahl im Text ohne Beleg: „mehr als 15 Jahren“. Im Satz belegen (z. B. „laut Projektliste 2025“) oder ohne Zahl formulieren",
      },
    ]);
    // The sample is listed as a sample, not twice.
    expect(findings.map((finding) => finding.where).sort()).toEqual([
      `${file}: claimInText`,
      `${file}: shareInText`,
    ]);
  });

  test("a superlative or a claim about most of a market in running text needs its evidence too", () => {
    const content = filledContent(defaultInput.content);
    const [file, page] = Object.entries(content).find(([name]) =>
      name.startsWith("content/pages/"),
    )!;
    page.most = "Die meisten Unternehmen haben kein Ideenproblem.";
    page.fastest = "Der Preis ist der schnellste Hebel für Ihre Marge.";
    page.sourced = "Die meisten Kunden kommen auf Empfehlung, laut Projektliste 2026.";
    page.plain = "Oft fehlt es nicht an Ideen, sondern an Prioritäten.";
    const findings = launchFindings({ site: filledSite, content });
    expect(findings.map((finding) => [finding.where, finding.what.split(":")[0]])).toEqual([
      [`${file}: most`, "Behauptung im Text ohne Beleg"],
      [`${file}: fastest`, "Behauptung im Text ohne Beleg"],
    ]);
  });

  test("prints a to-do list by form: the file's editor link, fields counted from 1 with their title, the count", () => {
    const lines: string[] = [];
    expect(runLaunchCheck(defaultInput, (line) => lines.push(line))).toBe(1);
    const text = lines.join("\n");
    const count = launchFindings(defaultInput).length;
    expect(lines.at(-1)).toMatch(
      new RegExp(`^\\nNoch ${count} Punkte in \\d+ Formularen offen\\.`),
    );
    expect(text).toContain(
      "content/settings/site.yaml\n  http://127.0.0.1:5180/keystatic/singleton/site\n",
    );
    const firstCase = cases.find(
      (item) => !item.confidential && !item.ownProduct && !item.approvedByClient,
    );
    if (firstCase) {
      expect(text).toContain(
        `content/cases/${firstCase.slug}.yaml\n  http://127.0.0.1:5180/keystatic/collection/cases/item/${firstCase.slug}\n`,
      );
    }
    const counter = home.results.counters.findIndex((item) => item.sample);
    if (counter >= 0) {
      expect(text).toContain(
        `Feld „results.counters“ → Eintrag ${counter + 1} („${home.results.counters[counter]!.label}“): Beispielinhalt`,
      );
    }
    expect(text).not.toMatch(/\[\d+\]/);
  });

  test("passes on a fully filled config", () => {
    const lines: string[] = [];
    const input = {
      site: filledSite,
      content: filledContent(defaultInput.content),
      deployTarget: "server" as const,
    };
    expect(launchFindings(input)).toEqual([]);
    expect(runLaunchCheck(input, (line) => lines.push(line))).toBe(0);
  });

  test("asks for the portrait and for the permission of every client logo shown", () => {
    const content = filledContent(defaultInput.content);
    const [file, item] = Object.entries(content).find(([name]) =>
      name.startsWith("content/cases/"),
    )!;
    const logo = { image: { file: "cases/kunde/clientLogo/src.png" }, alt: "Logo der Kunde AG" };
    item.clientLogo = logo;
    const withoutPortrait = {
      ...filledSite,
      founder: { ...filledSite.founder, portrait: undefined },
    };
    const findings = launchFindings({ site: withoutPortrait, content });
    expect(findings.map((finding) => finding.where)).toEqual([
      "site.founder.portrait",
      `${file}: clientLogo`,
    ]);
    expect(findings[1]!.what).toContain("cases/kunde/clientLogo/src.png");
    item.clientLogo = { ...logo, logoPermission: true };
    expect(launchFindings({ site: filledSite, content })).toEqual([]);
  });

  test("asks for the scheduling provider when a booking URL is set without one", () => {
    const withoutProvider: SiteConfig = { ...filledSite, bookingProvider: undefined };
    const input = { site: withoutProvider, content: filledContent(defaultInput.content) };
    expect(launchFindings(input).map((finding) => finding.where)).toEqual(["site.bookingProvider"]);
  });
});

describe("the hosting the privacy policy describes (legal.hostingPlatform)", () => {
  const content = filledContent(defaultInput.content);
  const withPlatform = (hostingPlatform: SiteConfig["legal"]["hostingPlatform"]): SiteConfig => ({
    ...filledSite,
    legal: { ...filledSite.legal, hostingPlatform },
  });
  const cloudflare: ProviderConfig = {
    name: "Cloudflare, Inc.",
    brand: "Cloudflare",
    address: "101 Townsend St, San Francisco, CA 94107, USA",
    role: "processor",
    location: "weltweit",
    transfer: { basis: "dpf", recipient: "Cloudflare, Inc.", country: "USA" },
  };

  test("the deploy target is Cloudflare once wrangler.toml names a real D1 database", () => {
    expect(deployTargetOf('database_id = "00000000-0000-0000-0000-000000000000"')).toBe("server");
    expect(deployTargetOf('database_id = "3f1c9a2e-7b4d-4e8a-9c1f-2d6b8e0a5c47"')).toBe(
      "cloudflare",
    );
    // As shipped: the placeholder, so the sample settings (own server) agree with it.
    expect(deployTarget()).toBe("server");
    const lines: string[] = [];
    runLaunchCheck(undefined, (line) => lines.push(line));
    expect(lines.join("\n")).not.toContain("Betrieb der Website");
  });

  test("fails with one line naming the file, the field and the fix while the setting is unset", () => {
    const lines: string[] = [];
    const input = { site: withPlatform(undefined), content, deployTarget: "server" as const };
    expect(launchFindings(input).map((finding) => finding.where)).toEqual([
      "site.legal.hostingPlatform",
    ]);
    expect(runLaunchCheck(input, (line) => lines.push(line))).toBe(1);
    const text = lines.join("\n");
    expect(text).toContain("content/settings/site.yaml");
    expect(text).toMatch(
      /- Feld „legal\.hostingPlatform“: „Betrieb der Website“ ist nicht gewählt; .*„Eigener Server“ wählen/,
    );
  });

  test("names the field the owner has never filled in, as the editor shows it", () => {
    const lines: string[] = [];
    // The frozen copy of the content predates the setting: its site.yaml has no such field yet.
    withContentDir("tests/visual/content", () =>
      runLaunchCheck({ site: withPlatform(undefined), content, deployTarget: "server" }, (line) =>
        lines.push(line),
      ),
    );
    expect(lines.join("\n")).toContain("- Feld „legal.hostingPlatform“: „Betrieb der Website“");
  });

  test("fails while the setting and the deploy target disagree, either way", () => {
    const serverOnCloudflare = launchFindings({
      site: withPlatform("server"),
      content,
      deployTarget: "cloudflare",
    });
    expect(serverOnCloudflare).toEqual([
      {
        where: "site.legal.hostingPlatform",
        what: expect.stringMatching(
          /^„Betrieb der Website“ steht auf „Eigener Server“, aber .*„Cloudflare“ wählen/,
        ),
      },
    ]);
    const cloudflareOnServer = launchFindings({
      site: withPlatform("cloudflare"),
      content,
      deployTarget: "server",
    });
    expect(cloudflareOnServer.map((finding) => finding.what)).toEqual([
      expect.stringMatching(
        /^„Betrieb der Website“ steht auf „Cloudflare“, aber .*„Eigener Server“ wählen/,
      ),
    ]);
  });

  test("on Cloudflare the hosting provider must be Cloudflare, on the own server it must not", () => {
    const onCloudflare = withPlatform("cloudflare");
    expect(
      launchFindings({ site: onCloudflare, content, deployTarget: "cloudflare" }).map(
        (finding) => finding.where,
      ),
    ).toEqual(["site.legal.hosting.name"]);
    const withCloudflare = {
      ...onCloudflare,
      legal: { ...onCloudflare.legal, hosting: cloudflare },
    };
    expect(launchFindings({ site: withCloudflare, content, deployTarget: "cloudflare" })).toEqual(
      [],
    );
    const serverNamingCloudflare = {
      ...filledSite,
      legal: { ...filledSite.legal, hosting: cloudflare },
    };
    expect(
      launchFindings({ site: serverNamingCloudflare, content, deployTarget: "server" }).map(
        (finding) => finding.where,
      ),
    ).toEqual(["site.legal.hosting.name"]);
  });
});

describe("client mentions (content/settings/clients.yaml)", () => {
  const client = (name: string, approvedByClient: boolean): Client => ({
    key: name.toLowerCase(),
    name,
    sector: "x",
    relation: "mandat",
    approvedByClient,
    logoPermission: false,
  });
  const content = {
    "content/pages/home.yaml": {
      experience: { cards: [{ companies: ["Acme (Beispiel)", "Acmeville", "Other"] }] },
    },
    "content/pages/profile.yaml": { mandates: [{ description: "Für Acme entwickelt." }] },
  };

  test("lists every mention of a firm without its approval, in every file, by field", () => {
    const found = launchFindings({ site: filledSite, content, clients: [client("Acme", false)] });
    expect(found.map((finding) => finding.where)).toEqual([
      "content/pages/home.yaml: experience.cards[0].companies[0]",
      "content/pages/profile.yaml: mandates[0].description",
    ]);
    expect(found[0]!.what).toContain("„Acme“ ohne schriftliche Freigabe");
  });

  test("lists none once the firm has approved", () => {
    expect(launchFindings({ site: filledSite, content, clients: [client("Acme", true)] })).toEqual(
      [],
    );
  });
});

describe("sample mode follows the launch check", () => {
  const filled = { site: filledSite, content: filledContent(defaultInput.content) };

  test("on with the shipped samples: noindex everywhere, robots.txt closed, no sitemap named", () => {
    expect(isSampleMode(defaultInput)).toBe(true);
    expect(robotsContent(true)).toBe("noindex, nofollow");
    expect(robotsTxt(true, "https://x.example/sitemap.xml")).toMatch(/^Disallow: \/$/m);
    expect(robotsTxt(true, "https://x.example/sitemap.xml")).not.toContain("Sitemap");
  });

  test("off once the check passes: pages indexable unless they opt out, sitemap named", () => {
    expect(isSampleMode(filled)).toBe(false);
    expect(robotsContent(false)).toBeUndefined();
    expect(robotsContent(false, true)).toBe("noindex, nofollow");
    expect(robotsTxt(false, "https://foerde.de/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://foerde.de/sitemap.xml\n",
    );
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentDir } from "./files/content-dir";
import { typeset } from "../lib/typeset";
import { consentSettingsLabel } from "./cookie-banner";
import { dates, formatDate } from "./dates";
import { enquiryFields } from "#app/enquiry/fields";
import { fillPlaceholders } from "./files/placeholders";
import {
  legalPageFromFile,
  type LegalPageFile,
  legalPageSchema,
  privacyPolicyFromFile,
} from "./files/pages/legal";
import { readPage } from "./files/collections";
import {
  enquiryFieldsInPolicy,
  legalConditions,
  legalName,
  providerIdentity,
  providers,
  providersInUse,
  thirdCountrySentence,
} from "./legal-facts";
import { roleNotice, transferNotice } from "./provider-terms";
import { type LegalConfig, type ProviderConfig, site } from "./site";

const impressum = readPage("impressum");
const datenschutz = readPage("datenschutz");
const cookiePolicy = readPage("cookies");

const provider = (name: string, extra: Partial<ProviderConfig> = {}): ProviderConfig => ({
  name,
  brand: name,
  address: "Weg 1, 24103 Kiel",
  role: "processor",
  location: "Deutschland",
  transfer: null,
  ...extra,
});

const base = {
  hosting: provider("Host GmbH"),
  mailProvider: provider("Mail GmbH"),
  logRetentionDays: 7,
  enquiryRetentionMonths: 6,
  statsRetentionMonths: 24,
  conversationRetentionDays: 30,
};

/** Every string of a legal page, for assertions on what it says. */
const text = (page: object) => JSON.stringify(page);

/** A legal page file as the loader reads it: checked, placeholders filled; with what it reports. */
function read(file: unknown, convert = legalPageFromFile) {
  const unknown: string[] = [];
  const checked = legalPageSchema.parse(
    JSON.parse(
      JSON.stringify(file, (_, value: unknown) =>
        typeof value === "string"
          ? typeset(fillPlaceholders(value, (p) => unknown.push(p)))
          : value,
      ),
    ),
  );
  const reported: string[] = [];
  const page = convert(checked, (field, what) => reported.push(`${field}: ${what}`));
  return { page, reported, unknown };
}

const fixture = (sections: LegalPageFile["sections"]) => ({
  meta: { title: "Test", description: "Test" },
  title: "Test",
  sections,
});

describe("Impressum (DDG § 5) from the legal config", () => {
  it("names a sole trader's full name first and the legal form", () => {
    const lines = providerIdentity({ ...base, form: "Einzelunternehmen" });
    expect(lines[0]).toBe(site.founder.fullName);
    expect(lines[1]).toContain("Einzelunternehmen");
  });

  it("names a company's form, representatives, register court and number", () => {
    const gmbh: LegalConfig = {
      ...base,
      form: "GmbH",
      register: { court: "Amtsgericht Kiel", number: "HRB 24680" },
      representatives: ["Anna Beispiel"],
    };
    const lines = providerIdentity(gmbh).join("\n");
    expect(lines).toContain("Innovations GmbH");
    expect(lines).toContain("Vertreten durch die Geschäftsführung: Anna Beispiel");
    expect(lines).toContain("Registergericht: Amtsgericht Kiel");
    expect(lines).toContain("Registernummer: HRB 24680");
  });

  it("names the firm as the owner sets it: the registered name, or the name with its form once", () => {
    const gmbh = { ...base, form: "GmbH" as const } as LegalConfig;
    expect(legalName(gmbh, { name: "Förde Beratung" })).toBe("Förde Beratung GmbH");
    expect(legalName(gmbh, { name: "Förde Beratung GmbH" })).toBe("Förde Beratung GmbH");
    expect(legalName(gmbh, { name: "Förde", legalName: "Förde Strategie GmbH" })).toBe(
      "Förde Strategie GmbH",
    );
    const sole = { ...base, form: "Einzelunternehmen" as const } as LegalConfig;
    expect(legalName(sole, { name: "Förde Beratung" })).toBe("Förde Beratung");
  });

  it("shows the VAT id's section with one, else the economic id's, else neither", () => {
    const form = "Einzelunternehmen" as const;
    const shown = (config: LegalConfig) =>
      (["mit USt-IdNr.", "mit W-IdNr. ohne USt-IdNr."] as const).filter((condition) =>
        legalConditions[condition](config),
      );
    expect(shown({ ...base, form, vatId: "DE123456789", economicId: "DE9-1" })).toEqual([
      "mit USt-IdNr.",
    ]);
    expect(shown({ ...base, form, economicId: "DE987654321-00001" })).toEqual([
      "mit W-IdNr. ohne USt-IdNr.",
    ]);
    expect(shown({ ...base, form })).toEqual([]);
  });

  it("puts each line of the provider's identity in a paragraph of its own", () => {
    const { page } = read(fixture([{ title: "Angaben", text: "{anbieterangaben}" }]));
    expect(page.sections[0]!.blocks).toEqual(
      providerIdentity(site.legal).map((line) => ({ paragraph: [line] })),
    );
  });

  it("has nothing unfinished in the default config", () => {
    expect(text(impressum)).not.toMatch(/wird nach Erteilung|ergänzt|auf Anfrage/);
  });
});

describe("legal texts from their files", () => {
  it("turns paragraphs and lists into blocks and the site's e-mail into a mailto link", () => {
    const { page, reported } = read(
      fixture([{ title: "A", text: "Schreiben Sie an {email}.\n\n- eins\n- zwei **fett**" }]),
    );
    expect(reported).toEqual([]);
    expect(page.sections[0]!.blocks).toEqual([
      {
        paragraph: [
          "Schreiben Sie an ",
          { tag: "a", href: `mailto:${site.email}`, children: [site.email] },
          ".",
        ],
      },
      { list: [["eins"], ["zwei ", { tag: "strong", children: ["fett"] }]] },
    ]);
  });

  it("leaves out a section whose condition does not hold, with its subsections", () => {
    const { page } = read(
      fixture([
        { title: "Immer", text: "Text." },
        { title: "Buchung", shown: "mit Terminbuchung", text: "{buchungsseite}" },
        {
          title: "Mit Unterabschnitt",
          subsections: [{ title: "Buchung", shown: "mit Terminbuchung", text: "Text." }],
        },
      ]),
    );
    const booking = Boolean(site.bookingUrl && site.bookingProvider);
    expect(page.sections.map((section) => section.title)).toEqual(
      booking ? ["Immer", "Buchung", "Mit Unterabschnitt"] : ["Immer", "Mit Unterabschnitt"],
    );
    expect(Boolean(page.sections.at(-1)!.subsections)).toBe(booking);
  });

  it("refuses numbered lists and unknown placeholders", () => {
    expect(
      legalPageSchema.safeParse(fixture([{ title: "A", text: "1. eins\n2. zwei" }])).error
        ?.issues[0]?.message,
    ).toMatch(/^Nummerierte Liste ist hier nicht möglich/);
    expect(read(fixture([{ title: "A", text: "{rolle:hosting}" }])).unknown).toEqual([
      "{rolle:hosting}",
    ]);
  });

  it("fails a privacy policy that leaves out a provider's role or transfer", () => {
    const [first, ...rest] = providersInUse;
    const keyOf = (item: ProviderConfig) =>
      Object.entries(providers).find(([, value]) => value === item)?.[0] ?? "";
    const stated = rest.map(
      (item) => `- {datenschutzrolle:${keyOf(item)}} {übermittlung:${keyOf(item)}}`,
    );
    const { reported } = read(
      fixture([{ title: "Anbieter", text: stated.join("\n") }]),
      privacyPolicyFromFile,
    );
    // The first provider may share its words with another (hosting and mail at one firm).
    const sharesWords = rest.some((item) => roleNotice(item) === roleNotice(first!));
    expect(reported.some((line) => line.includes(`Rolle von ${first!.name} fehlt`))).toBe(
      !sharesWords,
    );
    const { reported: none } = read(
      fixture([
        {
          title: "Anbieter",
          text: [
            `- {datenschutzrolle:${keyOf(first!)}} {übermittlung:${keyOf(first!)}}`,
            ...stated,
            "- {ratenbegrenzung}",
          ].join("\n"),
        },
      ]),
      privacyPolicyFromFile,
    );
    expect(none).toEqual([]);

    // Said only in a part the site does not show: as if not said at all.
    const [hidden] = (["mit USt-IdNr.", "mit W-IdNr. ohne USt-IdNr."] as const).filter(
      (condition) => !legalConditions[condition](site.legal),
    );
    const alone = providersInUse.find(
      (item) =>
        providersInUse.filter((other) => transferNotice(other) === transferNotice(item)).length ===
        1,
    )!;
    const others = providersInUse
      .filter((item) => item !== alone)
      .map((item) => `- {datenschutzrolle:${keyOf(item)}} {übermittlung:${keyOf(item)}}`);
    const { reported: unseen } = read(
      fixture([
        {
          title: "Anbieter",
          text: [`- {datenschutzrolle:${keyOf(alone)}}`, ...others, "- {ratenbegrenzung}"].join(
            "\n",
          ),
        },
        { title: "Nur manchmal", shown: hidden, text: `{übermittlung:${keyOf(alone)}}` },
      ]),
      privacyPolicyFromFile,
    );
    expect(unseen).toEqual([expect.stringContaining(`Übermittlung von ${alone.name} fehlt`)]);
  });
});

describe("Datenschutzerklärung (DSGVO Art. 13) as the site uses it", () => {
  const policy = text(datenschutz);

  it("states the role and transfers of every provider the site uses", () => {
    for (const item of providersInUse) {
      expect(policy).toContain(typeset(roleNotice(item)));
      expect(policy).toContain(typeset(transferNotice(item)));
    }
  });

  it("describes the hosting the setting names: the own server's lines or Cloudflare's, never both", () => {
    const raw = readFileSync(join(contentDir("pages"), "datenschutz.yaml"), "utf8");
    const file: unknown = parse(raw);
    /** The lines of the file marked for `key`, without the mark, as the page shows them. */
    const marked = (key: string) =>
      [...raw.matchAll(new RegExp(`\\{falls:${key}\\} (.+)$`, "gm"))].map(([, line]) =>
        typeset(fillPlaceholders(line!, () => {})),
      );
    const shown = site.legal.hostingPlatform;
    try {
      for (const [platform, own, other] of [
        ["server", "eigener-server", "cloudflare"],
        ["cloudflare", "cloudflare", "eigener-server"],
      ] as const) {
        site.legal.hostingPlatform = platform;
        const page = text(read(file, privacyPolicyFromFile).page);
        expect(marked(own).length).toBeGreaterThan(0);
        // Each marked line is a paragraph or list item of its own: whole, in quotes.
        for (const line of marked(own)) expect(page).toContain(JSON.stringify(line));
        for (const line of marked(other)) expect(page).not.toContain(JSON.stringify(line));
      }
    } finally {
      site.legal.hostingPlatform = shown;
    }
  });

  it("names every field of the contact form and the third-country transfers from the code", () => {
    const { asked, needed } = enquiryFieldsInPolicy();
    expect(policy).toContain(typeset(asked));
    expect(policy).toContain(typeset(needed));
    expect(policy).toContain(typeset(thirdCountrySentence()));
  });

  it("writes a provider's role and transfer from its fields", () => {
    const processor = `${roleNotice(provider("Proc Inc."))} ${transferNotice(
      provider("Proc Inc.", {
        location: "Indien",
        transfer: { basis: "scc", recipient: "Proc Inc.", country: "Indien" },
      }),
    )}`;
    expect(processor).toContain("Auftragsverarbeiter (Art. 28 DSGVO). Proc Inc. verarbeitet");
    expect(processor).toContain(
      "Daten gehen an Proc Inc. in Indien. Grundlage sind die Standardvertragsklauseln",
    );
    expect(processor).not.toContain("Data Privacy Framework");
    // Art. 13 (1) f: how to obtain a copy of the safeguards.
    expect(processor).toContain("Eine Kopie der Klauseln senden wir Ihnen auf Anfrage");

    const controller = provider("Ctrl LLC", {
      role: "controller",
      location: "USA",
      transfer: { basis: "dpf", recipient: "Ctrl LLC", country: "USA" },
    });
    const words = `${roleNotice(controller)} ${transferNotice(controller)}`;
    expect(words).toContain("eigenständig Verantwortlicher (Art. 4 Nr. 7 DSGVO)");
    expect(words).not.toContain("Auftragsverarbeit");
    expect(words).toContain(
      "Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023 (Art. 45 Abs. 1 DSGVO)",
    );
    expect(words).not.toContain("Standardvertragsklauseln");
    // An embedded player (YouTube): joint controllers, with the essence of the arrangement.
    const joint = roleNotice(provider("Tube Ltd.", { role: "joint" }));
    for (const essential of [
      "gemeinsam mit uns Verantwortlicher (Art. 26 DSGVO)",
      "C-40/17",
      "So verteilen sich die Pflichten (Art. 26 Abs. 2 DSGVO)",
      "bei uns und bei Tube Ltd. geltend machen (Art. 26 Abs. 3 DSGVO)",
    ]) {
      expect(joint).toContain(essential);
    }
    // No signed agreement is claimed: providers offer none for an embedded player.
    expect(joint).not.toContain("Vereinbarung");
    expect(transferNotice(provider("Local GmbH"))).toBe(
      "Verarbeitungsort: Deutschland. Eine Übermittlung in Drittländer findet nicht statt.",
    );
  });

  it("names all fields the form asks and the ones it needs, from the form's table", () => {
    const { asked, needed } = enquiryFieldsInPolicy();
    for (const field of Object.values(enquiryFields)) expect(asked).toContain(field.asked);
    const required = Object.values(enquiryFields).filter((field) => field.required);
    expect(needed).toBe(new Intl.ListFormat("de").format(required.map((field) => field.noun)));
  });
});

describe("Cookie-Richtlinie", () => {
  it("fills the date and the footer control's label from their one definition", () => {
    const { page } = read({
      ...fixture([{ title: "A", text: "über „{einstellungen}“" }]),
      updated: "Stand: {stand:cookies}",
    });
    expect(page.updated).toBe(`Stand: ${formatDate(dates.cookiePolicy)}`);
    expect(text(page)).toContain(`„${consentSettingsLabel}“`);
    expect(cookiePolicy.changeSettingsLabel).toBe("Einstellungen ändern");
  });
});

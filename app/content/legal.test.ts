import { describe, expect, it } from "vitest";
import { consentSettingsLabel } from "./cookie-banner";
import { dates, formatDate } from "./dates";
import { enquiryFields } from "./enquiry-fields";
import {
  cookiePolicy,
  datenschutz,
  enquiryFieldsInPolicy,
  impressum,
  providerIdentity,
  providerSection,
  taxSections,
} from "./legal";
import { type LegalConfig, type ProviderConfig, site } from "./site";

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
  voiceAgent: provider("Voice Inc."),
  avatar: provider("Avatar Inc."),
  video: provider("Video Ltd."),
  logRetentionDays: 7,
  enquiryRetentionMonths: 6,
  conversationRetentionDays: 30,
};

/** Every string of a legal page, for assertions on what it says. */
const text = (page: typeof impressum) => JSON.stringify(page);

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

  it("shows the VAT id, else the economic id, else no tax section at all", () => {
    const form = "Einzelunternehmen" as const;
    expect(JSON.stringify(taxSections({ ...base, form, vatId: "DE123456789" }))).toContain(
      "DE123456789",
    );
    expect(
      JSON.stringify(taxSections({ ...base, form, economicId: "DE987654321-00001" })),
    ).toContain("Wirtschafts-Identifikationsnummer");
    expect(taxSections({ ...base, form })).toEqual([]);
  });

  it("has nothing unfinished in the default config", () => {
    expect(text(impressum)).not.toMatch(/wird nach Erteilung|ergänzt|auf Anfrage/);
  });
});

describe("Datenschutzerklärung (DSGVO Art. 13) from the legal config", () => {
  const policy = text(datenschutz);
  const section6 = datenschutz.sections[5]!;
  const notice = (title: string) =>
    JSON.stringify(section6.subsections!.find((sub) => sub.title.includes(title)));

  it("is dated from the one dates module and names hosting and retention from the config", () => {
    expect(datenschutz.intro).toContain(`Stand: ${formatDate(dates.privacyPolicy)}.`);
    expect(policy).toContain(site.legal.hosting.name);
    expect(policy).toContain(`nach ${site.legal.logRetentionDays} Tagen`);
    expect(policy).toContain(`${site.legal.enquiryRetentionMonths} Monate`);
    expect(policy).toContain("Art. 6 Abs. 1 lit. b DSGVO");
  });

  it("gives each embedded provider a role, purpose, data, retention and transfer basis", () => {
    for (const title of ["ElevenLabs", "HeyGen", "YouTube"]) {
      for (const field of [
        "Rolle:",
        "Zweck:",
        "Daten:",
        "Speicherdauer:",
        "Übermittlung in Drittländer:",
      ]) {
        expect(notice(title), `${title} ${field}`).toContain(field);
      }
    }
  });

  it("states each provider's role as its config does: no joint controllership", () => {
    expect(policy).not.toContain("Art. 26");
    expect(policy).not.toContain("gemeinsam verantwortlich");
    const { voiceAgent, avatar, video } = site.legal;
    expect(voiceAgent.role).toBe("processor");
    expect(notice("ElevenLabs")).toContain("Rolle: Auftragsverarbeiter (Art. 28 DSGVO)");
    expect(avatar.role).toBe("processor");
    expect(notice("HeyGen")).toContain("Rolle: Auftragsverarbeiter (Art. 28 DSGVO)");
    expect(video.role).toBe("controller");
    expect(notice("YouTube")).toContain("Rolle: eigenständig Verantwortlicher");
  });

  it("names the basis of every third-country transfer instead of what 'can' happen", () => {
    expect(policy).not.toMatch(/können[^."]*gelangen|kann Daten/);
    expect(notice("ElevenLabs")).toContain(
      "Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO)",
    );
    expect(notice("YouTube")).toContain("Daten gehen an Google LLC in den USA");
    expect(notice("YouTube")).toContain("EU-US Data Privacy Framework zertifiziert");
    expect(policy).toContain(
      "Verarbeitungsort: Deutschland. Eine Übermittlung in Drittländer findet nicht statt.",
    );
  });

  it("writes a provider's role and transfer from its fields", () => {
    const section = (config: ProviderConfig) =>
      JSON.stringify(
        providerSection({
          title: "Dienst",
          provider: config,
          purpose: "Zweck",
          data: "Daten",
          retention: "Frist",
          more: "https://example.org",
        }),
      );
    const processor = section(
      provider("Proc Inc.", {
        location: "Indien",
        transfer: { basis: "scc", recipient: "Proc Inc.", country: "Indien" },
      }),
    );
    expect(processor).toContain(
      "Rolle: Auftragsverarbeiter (Art. 28 DSGVO). Proc Inc. verarbeitet",
    );
    expect(processor).toContain(
      "Daten gehen an Proc Inc. in Indien. Grundlage sind die Standardvertragsklauseln",
    );
    expect(processor).not.toContain("Data Privacy Framework");

    const controller = section(
      provider("Ctrl LLC", {
        role: "controller",
        location: "USA",
        transfer: { basis: "dpf", recipient: "Ctrl LLC", country: "USA" },
      }),
    );
    expect(controller).toContain("Rolle: eigenständig Verantwortlicher (Art. 4 Nr. 7 DSGVO)");
    expect(controller).not.toContain("Auftragsverarbeit");
    expect(controller).toContain(
      "Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023 (Art. 45 Abs. 1 DSGVO)",
    );
    expect(controller).not.toContain("Standardvertragsklauseln");

    expect(section(provider("Local GmbH"))).toContain(
      "Verarbeitungsort: Deutschland. Eine Übermittlung in Drittländer findet nicht statt.",
    );
  });

  it("tells how to withdraw consent: the footer's control", () => {
    expect(policy).toContain(`„${consentSettingsLabel}“ am Ende jeder Seite`);
  });

  it("names every field of the contact form and which ones it needs, from the form's table", () => {
    const { asked, needed } = enquiryFieldsInPolicy();
    expect(policy).toContain(`Es fragt ${asked} ab.`);
    expect(policy).toContain(`Pflichtangaben: ${needed} brauchen wir`);
    for (const field of Object.values(enquiryFields)) expect(asked).toContain(field.asked);
    const required = Object.values(enquiryFields).filter((field) => field.required);
    expect(needed).toBe(new Intl.ListFormat("de").format(required.map((field) => field.noun)));
  });
});

describe("Cookie-Richtlinie", () => {
  const policy = text(cookiePolicy);

  it("is dated from the one dates module", () => {
    expect(cookiePolicy.updated).toBe(`Stand: ${formatDate(dates.cookiePolicy)}`);
  });

  it("lists only what is set or loaded: no section on analytics cookies", () => {
    const titles = cookiePolicy.sections.map((section) => section.title);
    expect(titles.filter((title) => /Analyse/.test(title))).toEqual([]);
    expect(titles).toContain("Eingebettete Dienste (nur mit Einwilligung)");
    expect(policy).not.toMatch(/können[^."]*(gelangen|verarbeiten)/);
    expect(policy).toContain(`„${consentSettingsLabel}“`);
  });
});

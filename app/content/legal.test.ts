import { describe, expect, it } from "vitest";
import { datenschutz, impressum, providerIdentity, taxSections } from "./legal";
import { type LegalConfig, site } from "./site";

const base = {
  hosting: { name: "Host GmbH", address: "Weg 1, 24103 Kiel", transferBasis: "In Deutschland." },
  mailProvider: {
    name: "Mail GmbH",
    address: "Weg 2, 24103 Kiel",
    transferBasis: "In Deutschland.",
  },
  logRetentionDays: 7,
  enquiryRetentionMonths: 6,
  conversationRetentionDays: 30,
  privacyPolicyDate: "1. Dezember 2026",
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

  it("is dated and names hosting, log retention and enquiry retention from the config", () => {
    expect(datenschutz.intro).toContain(site.legal.privacyPolicyDate);
    expect(policy).toContain(site.legal.hosting.name);
    expect(policy).toContain(`nach ${site.legal.logRetentionDays} Tagen`);
    expect(policy).toContain(`${site.legal.enquiryRetentionMonths} Monate`);
    expect(policy).toContain("Art. 6 Abs. 1 lit. b DSGVO");
  });

  it("gives each embedded provider a role, purpose, data, retention and transfer basis", () => {
    for (const provider of ["ElevenLabs", "HeyGen", "YouTube"]) {
      const section = datenschutz.sections[5]!.subsections!.find((sub) =>
        sub.title.includes(provider),
      );
      const body = JSON.stringify(section);
      for (const field of [
        "Rolle:",
        "Zweck:",
        "Daten:",
        "Speicherdauer:",
        "Übermittlung in Drittländer:",
      ]) {
        expect(body, `${provider} ${field}`).toContain(field);
      }
    }
    expect(policy).toContain("Art. 26 DSGVO");
  });
});

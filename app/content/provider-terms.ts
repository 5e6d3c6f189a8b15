/**
 * How the legal texts name a third party's GDPR role and the basis of its
 * third-country transfers. The privacy policy, the cookie policy and the
 * cookie banner all say it with these words, from the fields in `site.legal`,
 * so no text can claim a role or a transfer basis the config does not state.
 */
import type { DataProtectionRole, ProviderConfig, ThirdCountryTransfer } from "./site";

/** Short name of each transfer basis, e.g. for the cookie banner. */
export const transferBasisName: Record<ThirdCountryTransfer["basis"], string> = {
  dpf: "EU-US Data Privacy Framework",
  scc: "Standardvertragsklauseln",
};

const roleSentence: Record<DataProtectionRole, (name: string) => string> = {
  processor: (name) =>
    `Auftragsverarbeiter (Art. 28 DSGVO). ${name} verarbeitet die Daten nur in unserem Auftrag und nach unseren Weisungen; dazu haben wir einen Auftragsverarbeitungsvertrag geschlossen.`,
  controller: (name) =>
    `eigenständig Verantwortlicher (Art. 4 Nr. 7 DSGVO). Wir binden den Dienst nur ein; was ${name} mit den Daten tut, die es dabei erhält, entscheidet ${name} selbst, nach seiner eigenen Datenschutzerklärung.`,
  // An embedded player: the site decides that the data are collected and sent (CJEU C-40/17),
  // the provider what happens after; Art. 26 (2) asks for the essence of the arrangement. Providers
  // such as Google offer no signed agreement for embeds, so the text states the duties, not a contract.
  joint: (name) =>
    `gemeinsam mit uns Verantwortlicher (Art. 26 DSGVO) für das Erheben Ihrer Daten beim Laden des Dienstes und ihre Übermittlung an ${name} (EuGH, Urteil vom 29. Juli 2019, C-40/17 „Fashion ID“). Für alles, was ${name} danach mit den Daten tut, ist ${name} allein verantwortlich. So verteilen sich die Pflichten (Art. 26 Abs. 2 DSGVO): Wir laden den Dienst erst nach Ihrer Einwilligung, holen sie ein und informieren Sie in dieser Erklärung; ${name} sorgt für die Sicherheit der Verarbeitung in seinen Systemen und informiert in seiner eigenen Datenschutzerklärung über die weitere Verarbeitung. Ihre Rechte können Sie bei uns und bei ${name} geltend machen (Art. 26 Abs. 3 DSGVO); Anfragen, die ${name} betreffen, leiten wir unverzüglich weiter.`,
};

/** The provider's role as one line of the privacy policy. */
export function roleNotice(provider: ProviderConfig): string {
  return roleSentence[provider.role](provider.name);
}

/** Where the provider processes data and on which basis it leaves the EU/EEA, if it does. */
export function transferNotice({ location, transfer }: ProviderConfig): string {
  const where = `Verarbeitungsort: ${location}.`;
  if (!transfer) return `${where} Eine Übermittlung in Drittländer findet nicht statt.`;
  const { recipient, country } = transfer;
  switch (transfer.basis) {
    case "dpf":
      return `${where} Daten gehen an ${recipient} ${inCountry(country)}. ${recipient} ist nach dem ${transferBasisName.dpf} zertifiziert; Grundlage ist der Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023 (Art. 45 Abs. 1 DSGVO).`;
    case "scc":
      return `${where} Daten gehen an ${recipient} ${inCountry(country)}. Grundlage sind die ${transferBasisName.scc} der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO), die wir mit dem Anbieter vereinbart haben. Eine Kopie der Klauseln senden wir Ihnen auf Anfrage (Kontakt im Impressum; Art. 13 Abs. 1 lit. f DSGVO).`;
  }
}

/**
 * Every transfer to a third country in one short clause, grouped by basis, e.g.
 * "Daten gehen in die USA (ElevenLabs, HeyGen: Standardvertragsklauseln;
 * Google: EU-US Data Privacy Framework)". Empty when nothing leaves the EU/EEA.
 */
export function transfersSummary(providers: readonly ProviderConfig[]): string {
  const transfers = providers.flatMap(({ brand, transfer }) =>
    transfer ? [{ brand, ...transfer }] : [],
  );
  if (transfers.length === 0) return "";
  const countries = [...new Set(transfers.map((item) => item.country))];
  const bases = (["scc", "dpf"] as const).flatMap((basis) => {
    const brands = transfers.filter((item) => item.basis === basis).map((item) => item.brand);
    return brands.length > 0 ? [`${brands.join(", ")}: ${transferBasisName[basis]}`] : [];
  });
  return `Daten gehen ${joinAnd(countries.map(toCountry))} (${bases.join("; ")})`;
}

// "USA" takes the plural article in German; most country names take none.
const inCountry = (country: string) => (country === "USA" ? "in den USA" : `in ${country}`);
const toCountry = (country: string) => (country === "USA" ? "in die USA" : `nach ${country}`);

/** "A", "A und B", "A, B und C". */
export function joinAnd(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}

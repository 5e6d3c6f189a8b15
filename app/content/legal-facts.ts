/**
 * What the legal texts (content/pages/impressum.yaml, datenschutz.yaml,
 * cookies.yaml) say from the settings rather than in words of their own: the
 * provider as the law requires it for each legal form, the providers' roles
 * and transfers, the contact form's fields, the embedded services. The texts
 * name them by placeholder (./files/placeholders.ts), so a page cannot state a
 * legal form, a role or a field the settings and the code do not have.
 */
import { storageKeys } from "./browser-storage";
import { asksForConsent, consentedServices, servicesOn } from "./embeds";
import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";
import { joinAnd, transferBasisName, transferNotice } from "./provider-terms";
import { type LegalConfig, type ProviderConfig, site } from "./site";

const { founder, address } = site;

/** One-line postal address, e.g. for the controller and the responsible person. */
export const postalAddress = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

/** What a registered form's name carries (§ 19 HGB, § 4 GmbHG, § 5a GmbHG); none for a sole trader. */
const formSuffix: Record<LegalConfig["form"], string> = {
  Einzelunternehmen: "",
  GbR: "GbR",
  "eingetragener Kaufmann (e. K.)": "e. K.",
  "UG (haftungsbeschränkt)": "UG (haftungsbeschränkt)",
  GmbH: "GmbH",
};

/**
 * The name under which the business trades: the registered name when the owner sets one
 * (`firm.legalName`), otherwise the firm's name with its legal form where the law puts it there.
 */
export function legalName(config: LegalConfig, firm = site.firm): string {
  if (firm.legalName) return firm.legalName;
  const suffix = formSuffix[config.form];
  return suffix && !firm.name.endsWith(suffix) ? `${firm.name} ${suffix}` : firm.name;
}

/**
 * The provider as DDG § 5 Abs. 1 Nr. 1 and 4 require it, one line each: a sole
 * trader's full name comes first; a company names its legal form,
 * representatives and register.
 */
export function providerIdentity(config: LegalConfig): string[] {
  switch (config.form) {
    case "Einzelunternehmen":
      return [founder.fullName, `${legalName(config)} (Einzelunternehmen)`, postalAddress];
    case "GbR":
      return [
        `${legalName(config)} (Gesellschaft bürgerlichen Rechts)`,
        postalAddress,
        `Gesellschafter: ${config.partners.join(", ")}`,
      ];
    default: {
      const representativeLabel =
        config.form === "eingetragener Kaufmann (e. K.)"
          ? "Inhaber"
          : "Vertreten durch die Geschäftsführung";
      return [
        legalName(config),
        postalAddress,
        `${representativeLabel}: ${config.representatives.join(", ")}`,
        `Registergericht: ${config.register.court}`,
        `Registernummer: ${config.register.number}`,
        ...(config.form !== "eingetragener Kaufmann (e. K.)" && config.shareCapital
          ? [`Stammkapital: ${config.shareCapital}`]
          : []),
      ];
    }
  }
}

/**
 * When a part of a legal text is shown: the VAT id's section only with a VAT
 * id, the economic id's only without one, a service's only while it is on
 * (docs/decisions/047-optional-services.md). The page never shows an
 * unfinished line or a service the site does not use.
 */
export const legalConditions = {
  immer: () => true,
  "mit USt-IdNr.": (config: LegalConfig) => Boolean(config.vatId),
  "mit W-IdNr. ohne USt-IdNr.": (config: LegalConfig) =>
    !config.vatId && Boolean(config.economicId),
  "mit Terminbuchung": () => servicesOn.booking,
  "mit Sprachassistent": () => servicesOn.voiceAgent,
  "mit Avatar": () => servicesOn.avatar,
  "mit Video": () => servicesOn.video,
  "mit KI-Assistent": () => servicesOn.voiceAgent || servicesOn.avatar,
  "mit Einwilligung": () => asksForConsent,
  "ohne Einwilligung": () => !asksForConsent,
} as const;
export type LegalCondition = keyof typeof legalConditions;

/**
 * The same conditions for one line of a text (a paragraph or a list item), named in the line
 * by `{falls:KEY}` at its start (./files/placeholders.ts): the line is left out otherwise.
 */
export const lineConditions: Record<string, () => boolean> = {
  terminbuchung: legalConditions["mit Terminbuchung"],
  sprachassistent: legalConditions["mit Sprachassistent"],
  avatar: legalConditions["mit Avatar"],
  video: legalConditions["mit Video"],
  "ki-beide": () => servicesOn.voiceAgent && servicesOn.avatar,
  "nur-sprachassistent": () => servicesOn.voiceAgent && !servicesOn.avatar,
  "nur-avatar": () => servicesOn.avatar && !servicesOn.voiceAgent,
  einwilligung: legalConditions["mit Einwilligung"],
  "ohne-einwilligung": legalConditions["ohne Einwilligung"],
  // Where the site runs (`legal.hostingPlatform`); unset reads as the own server, as shipped,
  // and the launch check refuses the release until it is set.
  "eigener-server": () => site.legal.hostingPlatform !== "cloudflare",
  cloudflare: () => site.legal.hostingPlatform === "cloudflare",
  "ein-dienst": () => consentedServices.length === 1,
  "mehrere-dienste": () => consentedServices.length > 1,
};

/** Where the contact form is, for the privacy policy: "der Kontaktseite (/kontakt) und der Profilseite (/nort)". */
export const formPages = joinAnd([
  "der Kontaktseite (/kontakt)",
  ...(site.pages.nort ? ["der Profilseite (/nort)"] : []),
]);

/**
 * The providers the texts name by key: those in the settings' legal part and those of the
 * optional services, which are absent while their service is off.
 */
const { voiceAgent, avatar, video } = site.embeds;
export const providers: Record<string, ProviderConfig | undefined> = {
  hosting: site.legal.hosting,
  mailProvider: site.legal.mailProvider,
  voiceAgent: voiceAgent?.provider,
  avatar: avatar?.provider,
  video: video?.provider,
  bookingProvider: site.bookingProvider,
};

/**
 * Every provider the site really uses (the booking provider among the consented services when
 * one is set): the privacy policy must state each one's role and transfer.
 */
export const providersInUse: ProviderConfig[] = [
  site.legal.hosting,
  site.legal.mailProvider,
  ...consentedServices.map((item) => item.provider),
];

/** A provider named with its address, for lists of recipients. */
export const providerLine = (provider: ProviderConfig) => `${provider.name}, ${provider.address}`;

/**
 * The contact form's fields as the privacy policy names them, from the form's
 * own table: what the form asks (the optional ones said so) and what it needs.
 */
export function enquiryFieldsInPolicy(
  fields: EnquiryFieldTable = enquiryFields,
  pages: { nort: boolean; booking: boolean } = {
    nort: Boolean(site.pages.nort),
    booking: Boolean(site.bookingUrl),
  },
) {
  const list = (items: string[]) => new Intl.ListFormat("de").format(items);
  const all = Object.values(fields);
  const required = all.filter((field) => field.required);
  // A field asked on request (the callback time) is on /kontakt only, and only without a booking calendar.
  const onRequest = pages.booking
    ? []
    : all.filter((field) => field.onRequest).map((field) => field.asked);
  const everywhere = pages.nort ? [] : onRequest;
  const optional = all
    .filter((field) => !field.required && !field.onRequest)
    .map((field) => field.asked)
    .concat(everywhere);
  const kontaktOnly =
    pages.nort && onRequest.length ? `, auf /kontakt außerdem ${list(onRequest)}` : "";
  return {
    asked:
      list([
        ...required.map((field) => field.asked),
        ...(optional.length ? [`optional ${list(optional)}`] : []),
      ]) + kontaktOnly,
    needed: list(required.map((field) => field.noun)),
  };
}

/** The embedded services for the cookie policy: "KI-Avatar: HeyGen Technology Inc., Los Angeles, USA". */
export const consentedServiceLines = consentedServices.map(
  ({ service, provider }) => `${service}: ${providerLine(provider)}`,
);

/** Each embedded service's transfer to a third country, one sentence each. */
export const consentedServiceTransfers = consentedServices.flatMap(({ service, provider }) =>
  provider.transfer ? [`${service}: ${transferNotice(provider)}`] : [],
);

/** What the embedded services are, e.g. "KI-Sprachassistent, KI-Avatar und Video". */
export const consentedServiceKinds = joinAnd(consentedServices.map(({ kind }) => kind));

/** The embedded services' brands, e.g. "ElevenLabs, HeyGen, Google". */
export const thirdPartyNames = consentedServices.map(({ provider }) => provider.brand).join(", ");

/** Every recipient outside the EU/EEA with the basis of its transfer, in one sentence. */
export function thirdCountrySentence(used: readonly ProviderConfig[] = providersInUse): string {
  const recipients = used.flatMap(({ brand, transfer }) =>
    transfer ? [`${brand} (${transferBasisName[transfer.basis]})`] : [],
  );
  return recipients.length > 0
    ? `In Drittländer außerhalb der EU und des EWR übermitteln wir Daten nur an: ${recipients.join(", ")}. Die Einzelheiten nennen wir bei jedem Anbieter.`
    : "Eine Übermittlung in Drittländer außerhalb der EU und des EWR findet nicht statt.";
}

/**
 * The entries in the visitor's browser that the cookie policy must list, each while it can be
 * written: the theme always, the consent choice while something asks for consent, the voice
 * agent's while it is on (./browser-storage.ts).
 */
export function storedInBrowser(): string[] {
  return [
    storageKeys.theme,
    ...(asksForConsent ? [storageKeys.consent] : []),
    ...(servicesOn.voiceAgent ? [storageKeys.voiceAgentLanguage, storageKeys.voiceAgentTerms] : []),
  ];
}

/**
 * What the contact form's rate limit keeps (server/rate-limit.ts and the worker's
 * edge/rate-limit-key.ts: an HMAC of the address, for the hour the limit counts; the worker's
 * cron removes spent rows every five minutes). The privacy policy says it through
 * {ratenbegrenzung}, which it must contain.
 */
export const rateLimitNotice =
  "Damit niemand das Formular mit massenhaften Anfragen lahmlegt, zählt der Server die Anfragen je Absender über die letzte Stunde. Dafür speichert er einen mit einem geheimen Schlüssel gebildeten Prüfwert (Hash) Ihrer IP-Adresse, nie die Adresse selbst, und löscht ihn nach etwa einer Stunde. Ohne den Schlüssel lässt sich aus dem Prüfwert die Adresse nicht zurückgewinnen.";

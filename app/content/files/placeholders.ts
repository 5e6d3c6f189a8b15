/**
 * Placeholders in content files, so a text that names the brand, the founder,
 * a conversation or a date keeps one definition of it: "Vor der Gründung von
 * {marke} …", "Im {gespräch:strategiegespraech} klären wir …". The list is the
 * help text of the schema (./schema.ts `placeholderHelp`).
 */
import { dates, firstMandate, formatDate, formatPeriod, since } from "../dates";
import { offerCta, offerInText, offerLength, offers } from "../offers";
import {
  consentedServiceKinds,
  consentedServiceLines,
  consentedServiceTransfers,
  enquiryFieldsInPolicy,
  formPages,
  legalName,
  lineConditions,
  postalAddress,
  providerIdentity,
  providerLine,
  providers,
  rateLimitNotice,
  thirdCountrySentence,
  thirdPartyNames,
} from "../legal-facts";
import { clientMention, clients } from "../clients";
import { readSettings } from "./settings";
import { consentSettingsLabel } from "../cookie-banner";
import { roleNotice, transferNotice } from "../provider-terms";
import type { ProviderConfig } from "../site";
import { companyName, founderPath, site } from "../site";
import { placeholderPattern } from "./read-yaml";
import { statsDataInPolicy } from "#app/stats/schema";

/** A value that needs no key. */
const plain = (value: () => string) => (key: string | undefined) => (key ? undefined : value());

/**
 * A provider's fact by its key in the settings (hosting, mailProvider, voiceAgent,
 * avatar, video, bookingProvider); empty for the booking provider while there is
 * none (its part of the text is shown only with one).
 */
const provider = (fact: (provider: ProviderConfig) => string) => (key: string | undefined) =>
  key && has(providers, key) ? (providers[key] ? fact(providers[key]) : "") : undefined;

/** Lines that stand as paragraphs (or list items) of their own in a legal text's Markdoc. */
const paragraphs = (lines: readonly string[]) => lines.join("\n\n");
const listItems = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

const formFields = enquiryFieldsInPolicy();
const promises = readSettings("promises");

const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** Each placeholder: its value for a key (or none), undefined for an unknown key. */
const placeholders: Record<string, (key: string | undefined) => string | undefined> = {
  marke: (key) => (key ? undefined : site.brand),
  vorname: (key) => (key ? undefined : site.founder.firstName),
  name: (key) => (key ? undefined : site.founder.fullName),
  firma: (key) => (key ? undefined : companyName),
  rolle: (key) => (key ? undefined : site.founder.role),
  stadt: (key) => (key ? undefined : site.address.city),
  gründung: (key) => (key ? undefined : since(dates.founded)),
  studium: (key) => (key ? undefined : formatPeriod(dates.studies)),
  gespräch: (key) => (key && has(offers, key) ? offerInText(key) : undefined),
  dauer: (key) => (key && has(offers, key) ? offerLength(key) : undefined),
  gesprächsname: (key) => (key && has(offers, key) ? offers[key]!.name : undefined),
  zusage: (key) =>
    key === "antwort"
      ? promises.answer
      : key === "antwort-kurz"
        ? promises.answerShort
        : key === "start" && promises.start
          ? promises.start
          : undefined,
  kunde: (key) => (key && has(clients, key) ? clientMention(clients[key]!) : undefined),
  station: (key) =>
    key && has(dates.stations, key) ? formatPeriod(dates.stations[key]!) : undefined,
  mandat: (key) =>
    key === undefined
      ? since(firstMandate)
      : has(dates.mandates, key)
        ? since(dates.mandates[key]!)
        : undefined,
  gründerseite: (key) => (key ? undefined : founderPath),
  gesprächsknopf: (key) => (key && has(offers, key) ? offerCta(key, "plain").label : undefined),
  speicherdauer: (key) => (key ? undefined : String(site.legal.enquiryRetentionMonths)),
  // The legal texts' facts (app/content/legal-facts.ts):
  email: plain(() => site.email),
  telefon: plain(() => site.phone.display),
  anschrift: plain(() => postalAddress),
  firmierung: plain(() => legalName(site.legal)),
  anbieterangaben: plain(() => paragraphs(providerIdentity(site.legal))),
  ustid: plain(() => site.legal.vatId ?? ""),
  wid: plain(() => site.legal.economicId ?? ""),
  logtage: plain(() => String(site.legal.logRetentionDays)),
  gesprächstage: plain(() => String(site.legal.conversationRetentionDays)),
  statistikmonate: plain(() => String(site.legal.statsRetentionMonths)),
  statistikdaten: plain(() => listItems(statsDataInPolicy)),
  formularfelder: plain(() => formFields.asked),
  formularseiten: plain(() => formPages),
  pflichtfelder: plain(() => formFields.needed),
  einstellungen: plain(() => consentSettingsLabel),
  drittanbieter: plain(() => thirdPartyNames),
  dienstarten: plain(() => consentedServiceKinds),
  dienste: plain(() => listItems(consentedServiceLines)),
  dienstübermittlungen: plain(() => paragraphs(consentedServiceTransfers)),
  drittlandübermittlung: plain(() => thirdCountrySentence()),
  ratenbegrenzung: plain(() => rateLimitNotice),
  buchungsseite: plain(() => site.bookingUrl),
  stand: (key) =>
    key === "datenschutz"
      ? formatDate(dates.privacyPolicy)
      : key === "cookies"
        ? formatDate(dates.cookiePolicy)
        : undefined,
  anbieter: provider(providerLine),
  anbietername: provider((item) => item.name),
  anbietermarke: provider((item) => item.brand),
  datenschutzrolle: provider(roleNotice),
  übermittlung: provider(transferNotice),
};

/** A line that begins (after a list's "- ") with `{falls:KEY}`: shown only while KEY holds. */
const conditionalLine = /^(\s*(?:- )?)\{falls:([\w-]+)\}[ \t]*/;

/**
 * `text` without the lines whose condition does not hold, and without the marks of those that
 * do: a paragraph or list item about a service that is off goes (legal-facts.ts `lineConditions`).
 */
function conditionalLines(text: string, unknown: (placeholder: string) => void): string {
  if (!text.includes("{falls:")) return text;
  return text
    .split("\n")
    .flatMap((line) => {
      const [mark, start, key] = conditionalLine.exec(line) ?? [];
      if (!mark) return [line];
      const holds = lineConditions[key!];
      if (!holds) unknown(`{falls:${key}} (möglich: ${Object.keys(lineConditions).join(", ")})`);
      return !holds || holds() ? [start + line.slice(mark.length)] : [];
    })
    .join("\n");
}

/** `text` with its placeholders filled in; `unknown` receives each one that has no value. */
export function fillPlaceholders(text: string, unknown: (placeholder: string) => void): string {
  return conditionalLines(text, unknown).replace(
    placeholderPattern,
    (whole, name: string, key: string | undefined) => {
      const value = placeholders[name]?.(key);
      if (value === undefined) unknown(whole);
      return value ?? whole;
    },
  );
}

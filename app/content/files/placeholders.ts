/**
 * Placeholders in content files, so a text that names the brand, the founder,
 * a conversation or a date keeps one definition of it: "Vor der Gründung von
 * {marke} …", "Im {gespräch:strategiegespraech} klären wir …". The list is the
 * help text of the schema (./schema.ts `placeholderHelp`).
 */
import { dates, firstMandate, formatPeriod, since } from "../dates";
import { offerCta, offerInText, offerLength, offers } from "../offers";
import { companyName, founderPath, site } from "../site";
import { placeholderPattern } from "./read-yaml";

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
  station: (key) =>
    key && has(dates.stations, key) ? formatPeriod(dates.stations[key]!) : undefined,
  mandat: (key) =>
    key === undefined
      ? since(firstMandate)
      : has(dates.mandates, key)
        ? since(dates.mandates[key]!)
        : undefined,
  gründerseite: (key) => (key ? undefined : founderPath),
  gesprächsknopf: (key) => (key && has(offers, key) ? offerCta(key).label : undefined),
  speicherdauer: (key) => (key ? undefined : String(site.legal.enquiryRetentionMonths)),
};

/** `text` with its placeholders filled in; `unknown` receives each one that has no value. */
export function fillPlaceholders(text: string, unknown: (placeholder: string) => void): string {
  return text.replace(placeholderPattern, (whole, name: string, key: string | undefined) => {
    const value = placeholders[name]?.(key);
    if (value === undefined) unknown(whole);
    return value ?? whole;
  });
}

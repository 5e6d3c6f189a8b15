/**
 * Every date the site states, in one place: when the firm was founded, when
 * the founder's stations and mandates began and ended, when the legal texts
 * were last changed (content/settings/dates.yaml), and the year of the build.
 * Pages read them from here, so no two pages can disagree.
 */
import { readSettings } from "./files/settings";

/** A stretch of years, e.g. a station 2008–2012; without `to` it is still going on. */
export interface Period {
  from: number;
  to?: number;
}

/** A period of the founder's career (a station) or of the firm's (a mandate). */
export interface Dated extends Period {
  kind: "career" | "mandate";
}

const file = readSettings("dates");

/** A period as the pages use it: without `to` while it lasts. */
const periodOf = ({ start, end }: { start: number; end?: number | null }): Period =>
  end == null ? { from: start } : { from: start, to: end };

/** The dates of content/settings/dates.yaml; stations and mandates by key. */
export const dates: {
  /** The founder's studies. */
  studies: Period;
  /** The founding of the consultancy. */
  founded: number;
  /** The founder's employed and interim stations before the consultancy. */
  stations: Readonly<Record<string, Period>>;
  /** Start of the current mandates. */
  mandates: Readonly<Record<string, number>>;
  /** Last change of the privacy policy and of the cookie policy (ISO dates). */
  privacyPolicy: string;
  cookiePolicy: string;
} = {
  studies: periodOf(file.studies),
  founded: file.founded,
  stations: Object.fromEntries(file.stations.map(({ key, ...period }) => [key, periodOf(period)])),
  mandates: Object.fromEntries(file.mandates.map(({ key, start }) => [key, start])),
  privacyPolicy: file.privacyPolicy,
  cookiePolicy: file.cookiePolicy,
};

/** When the first of the current mandates began. */
export const firstMandate = Math.min(...Object.values(dates.mandates));

/**
 * The year of the build, for the footer's copyright line. Pages are rendered
 * once at build time (prerendering), so every page of a build shows the same year.
 */
export const buildYear = new Date().getFullYear();

/** "2008–2012", or "seit 2019" while it lasts. */
export function formatPeriod({ from, to }: Period): string {
  return to === undefined ? `seit ${from}` : `${from}–${to}`;
}

/** "since" a year, as the pages say it: "seit 2023". */
export const since = (year: number) => formatPeriod({ from: year });

const longDate = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" });

/** An ISO date as German text: "2026-11-25" → "25. November 2026". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

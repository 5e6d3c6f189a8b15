/**
 * Every date the site states, in one place: when the firm was founded, when
 * the founder's stations and mandates began and ended, when the legal texts
 * were last changed, and the year of the build. Pages read them from here, so
 * no two pages can disagree.
 */

/** A stretch of years, e.g. a station 2008–2012; without `to` it is still going on. */
export interface Period {
  from: number;
  to?: number;
}

export const dates = {
  /** The founder's studies. */
  studies: { from: 2002, to: 2008 },
  /** The founding of the consultancy. */
  founded: 2019,
  /** The founder's employed and interim stations before the consultancy. */
  stations: {
    scisys: { from: 2008, to: 2012 },
    consulting: { from: 2012, to: 2016 },
    interim: { from: 2016, to: 2019 },
  },
  /** Start of the current mandates. */
  mandates: { paglierani: 2023, nort: 2024 },
  /** Last change of the privacy policy and of the cookie policy (ISO dates). */
  privacyPolicy: "2026-11-25",
  cookiePolicy: "2026-11-25",
} as const satisfies {
  studies: Period;
  founded: number;
  stations: Record<string, Period>;
  mandates: Record<string, number>;
  privacyPolicy: string;
  cookiePolicy: string;
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

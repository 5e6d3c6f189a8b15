/**
 * The owner's figures for a period, read from the counts with plain SQL, so
 * `npm run stats` (SQLite or D1) and the monthly mail (Node or worker) read
 * them alike. A visit is a visitor's first page view of a day: the salt
 * changes daily, so the same person on two days is two visits, and nobody is
 * followed across days.
 */
import { otherSources } from "./count";
import { statsDay } from "./visit";

/** Reads the rows of one SELECT. */
export type ReadRows = (
  sql: string,
  args: (string | number)[],
) => Promise<Record<string, unknown>[]>;

export interface Period {
  /** First and last day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
}

interface DayFigures {
  day: string;
  views: number;
  visits: number;
  enquiries: number;
}

interface PageFigures {
  page: string;
  views: number;
  /** Visitors of the page, counted once per day. */
  visitors: number;
  /** Visits that began on the page. */
  visits: number;
  /** Enquiries whose visit began on the page. */
  enquiries: number;
  /** Enquiries sent from the form on the page. */
  sent: number;
}

interface SourceFigures {
  source: string;
  visits: number;
  enquiries: number;
}

export interface Figures extends Period {
  totals: { views: number; visits: number; enquiries: number };
  days: DayFigures[];
  pages: PageFigures[];
  sources: SourceFigures[];
  campaigns: SourceFigures[];
  devices: { device: string; visits: number; views: number }[];
}

/** How the owner reads a source: a campaign's utm_source (and medium), else the referring site. */
const sourceLabels = {
  direct: "direkt oder ohne Angabe",
  /** An enquiry whose visit was not counted: no script, Do Not Track, or begun on another day. */
  unknown: "nicht zugeordnet",
  other: otherSources,
};

function sourceLabel(row: Record<string, unknown>): string {
  const [source, medium, referrer] = [row.utm_source, row.utm_medium, row.referrer].map(String);
  if (source) return medium ? `${source} / ${medium}` : source;
  return referrer || sourceLabels.direct;
}

/** The `days` days up to and including the day of `now`. */
export function lastDays(days: number, now = Date.now()): Period {
  const dayMs = 24 * 60 * 60 * 1000;
  return { from: statsDay(now - (days - 1) * dayMs), to: statsDay(now) };
}

/** The calendar month before the one of `now`, and the month before that. */
export function previousMonths(now = Date.now()): { month: Period; before: Period } {
  const [year, month] = statsDay(now).split("-").map(Number) as [number, number];
  const period = (y: number, m: number): Period => {
    const first = new Date(Date.UTC(y, m - 1, 1));
    const last = new Date(Date.UTC(y, m, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  };
  return { month: period(year, month - 1), before: period(year, month - 2) };
}

/** Every day of the period, so a day without visits shows as 0. */
function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T12:00:00Z`); ; time += 24 * 60 * 60 * 1000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
}

const number = (value: unknown) => Number(value ?? 0);

function addTo<T extends { source: string }>(
  map: Map<string, T>,
  key: string,
  empty: () => T,
  add: (item: T) => void,
) {
  const item = map.get(key) ?? empty();
  add(item);
  map.set(key, item);
}

export async function readFigures(read: ReadRows, period: Period): Promise<Figures> {
  const range = [period.from, period.to];
  const where = "WHERE day >= ? AND day <= ?";
  const [
    visitsByDay,
    enquiriesByDay,
    pages,
    landings,
    formPages,
    visitSources,
    enquirySources,
    devices,
  ] = await Promise.all([
    read(
      `SELECT day, sum(views) AS views, sum(entries) AS visits FROM stats_visits ${where} GROUP BY day`,
      range,
    ),
    read(
      `SELECT day, sum(enquiries) AS enquiries FROM stats_enquiries ${where} GROUP BY day`,
      range,
    ),
    read(
      `SELECT page, sum(views) AS views, sum(visitors) AS visitors, sum(entries) AS visits
         FROM stats_visits ${where} GROUP BY page`,
      range,
    ),
    read(
      `SELECT landing AS page, sum(enquiries) AS n FROM stats_enquiries ${where} GROUP BY landing`,
      range,
    ),
    read(`SELECT page, sum(enquiries) AS n FROM stats_enquiries ${where} GROUP BY page`, range),
    read(
      `SELECT referrer, utm_source, utm_medium, utm_campaign, sum(entries) AS n
         FROM stats_visits ${where} GROUP BY referrer, utm_source, utm_medium, utm_campaign`,
      range,
    ),
    read(
      `SELECT landing, referrer, utm_source, utm_medium, utm_campaign, sum(enquiries) AS n
         FROM stats_enquiries ${where} GROUP BY landing, referrer, utm_source, utm_medium, utm_campaign`,
      range,
    ),
    read(
      `SELECT device, sum(entries) AS visits, sum(views) AS views FROM stats_visits ${where} GROUP BY device`,
      range,
    ),
  ]);

  const byDay = new Map(
    daysOf(period).map((day) => [day, { day, views: 0, visits: 0, enquiries: 0 }]),
  );
  for (const row of visitsByDay) {
    const day = byDay.get(String(row.day));
    if (day) Object.assign(day, { views: number(row.views), visits: number(row.visits) });
  }
  for (const row of enquiriesByDay) {
    const day = byDay.get(String(row.day));
    if (day) day.enquiries = number(row.enquiries);
  }

  const byPage = new Map<string, PageFigures>();
  const page = (name: string) => {
    const found = byPage.get(name) ?? {
      page: name,
      views: 0,
      visitors: 0,
      visits: 0,
      enquiries: 0,
      sent: 0,
    };
    byPage.set(name, found);
    return found;
  };
  for (const row of pages) {
    Object.assign(page(String(row.page)), {
      views: number(row.views),
      visitors: number(row.visitors),
      visits: number(row.visits),
    });
  }
  for (const row of landings)
    page(String(row.page) || sourceLabels.unknown).enquiries += number(row.n);
  for (const row of formPages) page(String(row.page)).sent += number(row.n);

  const sources = new Map<string, SourceFigures>();
  const campaigns = new Map<string, SourceFigures>();
  const empty = (source: string) => () => ({ source, visits: 0, enquiries: 0 });
  for (const row of visitSources) {
    const label = sourceLabel(row);
    addTo(sources, label, empty(label), (item) => (item.visits += number(row.n)));
    const campaign = String(row.utm_campaign);
    if (campaign)
      addTo(campaigns, campaign, empty(campaign), (item) => (item.visits += number(row.n)));
  }
  for (const row of enquirySources) {
    const label = row.landing ? sourceLabel(row) : sourceLabels.unknown;
    addTo(sources, label, empty(label), (item) => (item.enquiries += number(row.n)));
    const campaign = String(row.utm_campaign);
    if (campaign)
      addTo(campaigns, campaign, empty(campaign), (item) => (item.enquiries += number(row.n)));
  }

  const days = [...byDay.values()];
  const sum = (key: keyof Omit<DayFigures, "day">) =>
    days.reduce((total, day) => total + day[key], 0);
  // Steps inside the site count views, not visits: a source needs a visit or an enquiry to show.
  const mostFirst = <T extends { visits: number; enquiries: number }>(items: Iterable<T>) =>
    [...items]
      .filter((item) => item.visits || item.enquiries)
      .sort((a, b) => b.enquiries - a.enquiries || b.visits - a.visits);
  return {
    ...period,
    totals: { views: sum("views"), visits: sum("visits"), enquiries: sum("enquiries") },
    days,
    pages: [...byPage.values()].sort(
      (a, b) => b.visits - a.visits || b.views - a.views || b.enquiries - a.enquiries,
    ),
    sources: mostFirst(sources.values()),
    campaigns: mostFirst(campaigns.values()),
    devices: devices
      .map((row) => ({
        device: String(row.device),
        visits: number(row.visits),
        views: number(row.views),
      }))
      .sort((a, b) => b.visits - a.visits),
  };
}

/** Enquiries per visit, as the owner reads it: "2,5 %", or "–" without visits. */
export function conversion(enquiries: number, visits: number): string {
  if (!visits) return "–";
  return `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format((100 * enquiries) / visits)} %`;
}

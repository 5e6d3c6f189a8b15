import type { ReactNode } from "react";
import { buildYear, dates, type Dated } from "#app/content/dates";
import { companyName } from "#app/content/site";

type Card = { sector: string; companies: readonly { period?: Dated }[] };

export type YearsLabels = { years: string; career: string; mandate: string; founded: string };

/**
 * Each kind of bar's look, for the bars and their key: the founder's career muted, the firm's
 * mandates in the brand colour, the firm's own bar from its founding framed, as what holds them.
 */
const barClass = {
  career: "bg-muted",
  mandate: "bg-primary",
  firm: "border-2 border-primary bg-primary/15",
} as const;

/** Ticks nearer than this share of the width to the one before are left out (they would touch). */
const minGap = 9;

/**
 * The figure's two columns where it is wide (home, over the list): the names in the list's
 * column of industries, at its end, the years over its firms (its rows are `2fr 3fr` with the
 * same gap), so the figure reads as the list's head. Narrow (the founder's heading column), one column, names over bars.
 */
const columns = "grid @2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @2xl:gap-x-12";

/**
 * Home's industries over the years: the firm's own row from its founding, then a row per
 * industry, a bar per dated station of the founder's (muted) or mandate of the firm (brand
 * colour, running on to the build's year), the founding as a line across them. Drawn at build
 * time from the companies' periods (content/pages/home.yaml, years from
 * content/settings/dates.yaml); undated entries (invented examples) are not drawn. A picture of
 * the list it stands with, which says it all in words: hidden from screen readers.
 */
export function ExperienceYears({
  cards,
  labels,
  className = "",
}: {
  cards: readonly Card[];
  labels: YearsLabels;
  className?: string;
}) {
  const periods = cards.flatMap((card) => card.companies.flatMap(({ period }) => period ?? []));
  if (periods.length < 2) return null;
  const start = Math.min(...periods.map(({ from }) => from));
  const at = (year: number) => (100 * (year - start)) / (buildYear - start);
  const ticks = [
    ...new Set([
      ...periods.filter(({ kind }) => kind === "career").flatMap(({ from, to }) => [from, to!]),
      dates.founded,
    ]),
  ]
    .filter((year) => year < buildYear)
    .sort((a, b) => a - b)
    .reduce<number[]>((kept, year) => {
      const last = kept.at(-1);
      return last === undefined || at(year) - at(last) >= minGap ? [...kept, year] : kept;
    }, [])
    .filter((year) => at(buildYear) - at(year) >= minGap)
    .concat(buildYear);
  const bar = (period: Dated | { from: number; to?: undefined; kind: "firm" }) => (
    <span
      key={`${period.kind}${period.from}${period.to}`}
      data-bar={period.kind}
      className={`absolute inset-y-0 rounded-full ${barClass[period.kind]}`}
      style={{
        left: `${at(period.from)}%`,
        width: `${at(period.to ?? buildYear) - at(period.from)}%`,
      }}
    />
  );
  return (
    <figure aria-hidden="true" data-experience-years className={`@container ${className}`}>
      <figcaption className="text-xs font-semibold uppercase tracking-wider text-muted">
        {labels.years}
      </figcaption>
      <div className="relative mt-6">
        {/* The founding: one line through every row's years, named above them (narrow, a mark on
            each track instead, so it crosses no name). */}
        <div className={`pointer-events-none absolute inset-0 ${columns}`}>
          <div className="relative @2xl:col-start-2">
            <div
              data-founded
              className="absolute -top-2 bottom-0 border-l-2 border-dashed border-accent @max-2xl:border-transparent"
              style={{ left: `${at(dates.founded)}%` }}
            >
              <span className="absolute bottom-full left-1.5 whitespace-nowrap text-xs font-semibold text-accent">
                {labels.founded} {dates.founded}
              </span>
            </div>
          </div>
        </div>
        <ul className="grid gap-3 @2xl:gap-2.5">
          <Row name={companyName} founded={at(dates.founded)} firm>
            {bar({ from: dates.founded, kind: "firm" })}
          </Row>
          {cards.map((card) => (
            <Row key={card.sector} name={card.sector} founded={at(dates.founded)}>
              {unique(card.companies.flatMap(({ period }) => period ?? [])).map(bar)}
            </Row>
          ))}
        </ul>
      </div>
      <div className={`mt-2 ${columns}`}>
        <div className="relative h-5 text-xs tabular-nums text-muted @2xl:col-start-2">
          {ticks.map((year, index) => (
            <span
              key={year}
              data-tick
              className={`absolute top-0 ${index === 0 ? "" : index === ticks.length - 1 ? "-translate-x-full" : "-translate-x-1/2"}`}
              style={{ left: `${at(year)}%` }}
            >
              {year}
            </span>
          ))}
        </div>
        <p className="mt-3 flex max-w-none flex-wrap gap-x-5 gap-y-1 text-sm text-muted @2xl:col-start-2">
          <Swatch className={barClass.firm} label={companyName} />
          <Swatch className={barClass.career} label={labels.career} />
          <Swatch className={barClass.mandate} label={labels.mandate} />
        </p>
      </div>
    </figure>
  );
}

/** A row: its name, then its years on the track. */
function Row({
  name,
  founded,
  firm = false,
  children,
}: {
  name: string;
  /** Where the founding stands on the track: narrow, its line is drawn on each track, not through the names above them. */
  founded: number;
  firm?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      data-sector={firm ? undefined : name}
      className={`${columns} max-w-none items-center gap-y-1`}
    >
      {/* Wide, at the end of its column, next to its bars (round 39: 270 px of air between). */}
      <p
        className={`text-sm @2xl:text-right ${firm ? "font-semibold text-primary" : "font-medium text-fg"}`}
      >
        {name}
      </p>
      <div className="relative h-3.5 rounded-full bg-border/60">
        {children}
        <span
          className="absolute -inset-y-1 border-l-2 border-dashed border-accent @2xl:hidden"
          style={{ left: `${founded}%` }}
        />
      </div>
    </li>
  );
}

/** Periods shared by several companies (three interim roles at once) drawn once. */
const unique = (periods: readonly Dated[]) => [
  ...new Map(
    periods.map((period) => [`${period.kind}${period.from}${period.to}`, period]),
  ).values(),
];

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className={`h-3 w-6 rounded-full ${className}`} />
      {label}
    </span>
  );
}

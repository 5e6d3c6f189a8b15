import { buildYear, dates, type Dated } from "#app/content/dates";

type Card = { sector: string; companies: readonly { period?: Dated }[] };

export type YearsLabels = { years: string; career: string; mandate: string; founded: string };

/** Ticks nearer than this share of the width to the one before are left out (they would touch). */
const minGap = 9;

/**
 * Home's industries over the years: a row per industry, a bar per dated station of the
 * founder's (muted) or mandate of the firm (brand colour, running on to the build's year), the
 * founding as a line across them. Drawn at build time from the companies' periods
 * (content/pages/home.yaml, years from content/settings/dates.yaml); undated entries (invented
 * examples) are not drawn. A picture of the list beside or below it, which says it all in words:
 * hidden from screen readers.
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
  return (
    <figure aria-hidden="true" data-experience-years className={className}>
      <figcaption className="text-xs font-semibold uppercase tracking-wider text-muted">
        {labels.years}
      </figcaption>
      <div className="relative mt-4">
        {/* The founding: one line through every row, named above them. */}
        <div
          data-founded
          className="absolute -top-1 bottom-0 border-l-2 border-dashed border-accent"
          style={{ left: `${at(dates.founded)}%` }}
        >
          <span className="absolute bottom-full left-1.5 whitespace-nowrap text-xs font-semibold text-accent">
            {labels.founded} {dates.founded}
          </span>
        </div>
        <ul className="grid gap-3 pt-4">
          {cards.map((card) => (
            <li key={card.sector} data-sector={card.sector}>
              <p className="text-xs font-medium text-fg">{card.sector}</p>
              <div className="relative mt-1 h-2.5 rounded-full bg-border/60">
                {unique(card.companies.flatMap(({ period }) => period ?? [])).map((period) => (
                  <span
                    key={`${period.kind}${period.from}`}
                    data-bar={period.kind}
                    className={`absolute inset-y-0 rounded-full ${period.kind === "mandate" ? "bg-primary" : "bg-muted"}`}
                    style={{
                      left: `${at(period.from)}%`,
                      width: `${at(period.to ?? buildYear) - at(period.from)}%`,
                    }}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative mt-2 h-4 text-xs tabular-nums text-muted">
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
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <Swatch className="bg-muted" label={labels.career} />
        <Swatch className="bg-primary" label={labels.mandate} />
      </p>
    </figure>
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
      <span className={`h-2.5 w-5 rounded-full ${className}`} />
      {label}
    </span>
  );
}

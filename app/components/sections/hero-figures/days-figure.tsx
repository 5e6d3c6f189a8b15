import { HeroFigure } from "./hero-figure";

type Week = { week: number; title: string };

/** Each week's days: seven each, the last week running to the programme's end (day `days`). */
export function daysOfWeeks(count: number, days: number) {
  return Array.from({ length: count }, (_, index) => {
    const first = index * 7 + 1;
    const last = index === count - 1 ? days : first + 6;
    return Array.from({ length: last - first + 1 }, (_, day) => first + day);
  });
}

/**
 * /zukunftssicher's days as a calendar (round 34: "a 30-day strip split into its weeks"): one row
 * per week with its number and name, then its days; each week's last day filled (the day its
 * results are due), the programme's last day ringed in the warm accent (its review). Drawn at
 * build time from the programme's length and weeks; the day squares are decoration.
 */
export function DaysFigure({
  caption,
  weeks,
  days,
  weekLabel,
  resultsLabel,
}: {
  caption: string;
  weeks: readonly Week[];
  /** The programme's length in days (its file's `days`). */
  days: number;
  /** The word before a week's number ("Woche"). */
  weekLabel: string;
  /** The key to a week's filled last day ("Ergebnisse"). */
  resultsLabel: string;
}) {
  const rows = daysOfWeeks(weeks.length, days);
  return (
    <HeroFigure caption={caption} kind="days">
      <ol className="flex flex-col gap-4">
        {weeks.map((week, index) => (
          <li key={week.title} data-week className="flex flex-col gap-1.5">
            <span className="flex items-baseline gap-2 leading-tight">
              <span className="whitespace-nowrap text-sm text-muted">
                {weekLabel} {week.week}
              </span>
              <span className="font-semibold text-balance">{week.title}</span>
            </span>
            <span aria-hidden="true" className="flex gap-[3px]">
              {rows[index]!.map((day) => (
                <span
                  key={day}
                  data-day={day}
                  className={`flex size-[1.625rem] items-center justify-center rounded-[3px] text-xs font-semibold tabular-nums ${
                    day === days
                      ? "border-2 border-accent bg-bg text-fg"
                      : day === rows[index]!.at(-1)
                        ? "bg-primary text-on-primary"
                        : "border border-primary/40 bg-bg text-muted"
                  }`}
                >
                  {day}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <span aria-hidden="true" className="size-3 rounded-[2px] bg-primary" />
        {resultsLabel}
      </p>
    </HeroFigure>
  );
}

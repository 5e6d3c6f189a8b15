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

const filled = "bg-primary text-on-primary";
const closing = "outline-2 outline-offset-2 outline-accent";

/**
 * /zukunftssicher's days as a calendar (round 34: "a 30-day strip split into its weeks"): one row
 * per week with its number and name, then its days across the figure, seven to a row, the last
 * week's further days in a row of their own under its first (round 37: beside it after a gap
 * they stood off the grid); each week's last day filled (its results are due), the
 * programme's last also ringed in the warm accent (its closing review), both in the key. Drawn
 * at build time from the programme's length and weeks; the day squares are decoration.
 */
export function DaysFigure({
  caption,
  weeks,
  days,
  labels,
}: {
  caption: string;
  weeks: readonly Week[];
  /** The programme's length in days (its file's `days`). */
  days: number;
  /** The word before a week's number, and the key's words: a week's results, the last day. */
  labels: { week: string; results: string; finalDay: string };
}) {
  const rows = daysOfWeeks(weeks.length, days);
  return (
    <HeroFigure caption={caption} kind="days">
      <ol className="flex flex-col gap-3.5">
        {weeks.map((week, index) => (
          <li key={week.title} data-week className="flex flex-col gap-1.5">
            <span className="flex items-baseline gap-2 leading-tight">
              <span className="whitespace-nowrap text-sm text-muted">
                {labels.week} {week.week}
              </span>
              <span className="font-semibold text-balance">{week.title}</span>
            </span>
            <span aria-hidden="true" className="grid grid-cols-7 gap-1">
              {rows[index]!.map((day) => (
                <span
                  key={day}
                  data-day={day}
                  className={`flex aspect-[4/3] items-center justify-center rounded-[3px] font-display text-sm font-semibold tabular-nums lining-nums ${
                    day === rows[index]!.at(-1)
                      ? `${filled} ${day === days ? closing : ""}`
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
      <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 rounded-[2px] ${filled}`} />
          {labels.results}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 rounded-[2px] ${filled} ${closing}`} />
          {labels.finalDay}
        </span>
      </p>
    </HeroFigure>
  );
}

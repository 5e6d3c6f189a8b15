import type { ReactNode } from "react";
import { SourceNote } from "#app/components/ui/source-note";
import { type Claim, claimLabels } from "#app/content/sources";

/**
 * "3–5 Entscheidungen" → ["3–5", "Entscheidungen"]: the number large, the word smaller. The
 * space may be a no-break one (the typography pass binds numbers to their units).
 */
function split(value: ReactNode): [ReactNode, string | null] {
  if (typeof value !== "string") return [value, null];
  const match = /^(\S+?(?:[ \u00a0\u202f][%€])?)[ \u00a0\u202f](\p{L}.*)$/u.exec(value);
  return match ? [match[1], match[2]!] : [value, null];
}

/**
 * Short units ("2 Wochen", "18 Monate") stand on the numbers' baseline beside them, one figure
 * to the eye; one long word in a band ("Entscheidungen") puts every unit of that band under its
 * number, where a phone's half column has room for it: one order within a band.
 */
const besideUpTo = 9;

/**
 * Rows without a lone figure: an even count in pairs on phones, an odd one stacked; from
 * `sm` (odd) or `lg` (even) all in one row. Hairlines divide the columns of a row; every
 * column has the rule's width, most of them in transparent.
 */
const layouts = {
  odd: {
    list: "grid-cols-1 sm:grid-flow-col sm:auto-cols-fr sm:grid-cols-none",
    item: "sm:border-l sm:[&:not(:first-child)]:border-border",
  },
  even: {
    list: "grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none",
    item: "border-l [&:nth-child(even)]:border-border lg:[&:not(:first-child)]:border-border",
  },
};

/**
 * A band of large figures set in the display face, divided by hairlines
 * instead of boxed in cards: headline numbers read at a glance, each with its source.
 * Each figure scales with its own column (container units), so a word never breaks.
 */
export function FiguresBand({
  figures,
  label,
}: {
  /** Each figure with its evidence (`source`), shown under it. */
  figures: readonly ({ value: ReactNode; label: string; key: string } & Claim)[];
  /** Accessible name of the list, e.g. "Das Programm in Zahlen". */
  label: string;
}) {
  const layout = layouts[figures.length % 2 === 0 ? "even" : "odd"];
  // A band with a word for a value ("Zentral", "Monatlich") reads as sentences, each value in
  // bold in the display face leading into its label: a word at a figure's size read as a
  // number (round 26), and at a heading's size still as a made-up statistic (round 27).
  const worded = figures.some(({ value }) => typeof value === "string" && !/\d/.test(value));
  const parts = figures.map((figure): [ReactNode, string | null] =>
    worded ? [figure.value, null] : split(figure.value),
  );
  const stacked = parts.some(([, unit]) => unit && unit.length > besideUpTo);
  // An odd band of numbers on a phone: a row per figure, the numbers in a column of one width
  // and their labels beside them (round 38: one under the other, three took most of a screen).
  const rows = figures.length % 2 === 1 && !worded;
  // One order within a band here too: if any figure has a line under it, every figure has one.
  const noted = figures.some(({ source, sample }) => (source ? source.kind !== "fact" : sample));
  // A band whose figures are all invented says so once, under the band, not under each figure;
  // a band mixing them keeps each figure's own mark.
  const allSamples = figures.length > 0 && figures.every(({ source, sample }) => !source && sample);
  return (
    // Every column padded alike (the list reaches into the page margin by that padding): each
    // figure, sized by its column, is the same size, so the numbers share one baseline.
    <div className="border-y border-border py-8">
      <ul
        data-figures-band
        aria-label={label}
        className={`-mx-4 grid gap-y-8 ${layout.list} ${rows ? "max-sm:gap-y-5" : ""}`}
      >
        {figures.map((figure, index) => {
          const [number, unit] = parts[index]!;
          return (
            <li
              key={figure.key}
              className={`@container min-w-0 border-transparent px-4 ${layout.item} ${rows ? "max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-x-4" : ""}`}
            >
              {/* Spans, not paragraphs: each figure reads as one line ("15+ Jahre Erfahrung"). */}
              <span
                className={`font-display font-semibold tabular-nums text-primary ${worded ? "figure-words" : "figure block leading-none"} ${rows ? "max-sm:text-4xl" : ""}`}
              >
                {number}
                {/* The spaces keep the words apart for screen readers and search ("30 Tage der …"). */}
                {unit && " "}
                {unit && (
                  <span className={`figure-unit ${stacked ? "mt-1 block" : ""}`}>{unit}</span>
                )}
              </span>{" "}
              <span
                className={
                  worded
                    ? "text-muted"
                    : `mt-3 block text-sm text-muted sm:text-base ${rows ? "max-sm:mt-0" : ""}`
                }
              >
                {figure.label}
              </span>
              {!allSamples && (
                <SourceNote
                  claim={figure}
                  amongNoted={noted}
                  className={rows ? "max-sm:col-start-2" : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
      {allSamples && (
        <p data-sample-note className="mt-6 text-xs font-semibold text-muted">
          {claimLabels.sampleBand}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from "react";
import { SourceNote } from "#app/components/ui/source-note";
import type { Claim } from "#app/content/sources";

/** "3–5 Entscheidungen" → ["3–5", "Entscheidungen"]: the number large, the word under it. */
function split(value: ReactNode): [ReactNode, string | null] {
  if (typeof value !== "string") return [value, null];
  const match = /^(\S+(?: [%€])?) (\p{L}.*)$/u.exec(value);
  return match ? [match[1], match[2]!] : [value, null];
}

/**
 * A band of large figures set in the display face, divided by hairlines
 * instead of boxed in cards: headline numbers read at a glance, each with its source.
 */
export function FiguresBand({
  figures,
  label,
  columns = 4,
}: {
  /** Each figure with its evidence (`source`), shown under it. */
  figures: readonly ({ value: ReactNode; label: string; key: string } & Claim)[];
  /** Accessible name of the list, e.g. "Das Programm in Zahlen". */
  label: string;
  columns?: 3 | 4;
}) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-2 gap-y-8 border-y border-border py-8 ${columns === 3 ? "sm:grid-cols-3" : "lg:grid-cols-4"}`}
    >
      {figures.map((figure) => {
        const [number, unit] = split(figure.value);
        return (
          <li
            key={figure.key}
            className="min-w-0 border-border px-4 first:pl-0 [&:not(:first-child)]:border-l max-lg:[&:nth-child(odd)]:border-l-0 max-lg:[&:nth-child(odd)]:pl-0"
          >
            {/* Spans, not paragraphs: each figure reads as one line ("15+ Jahre Erfahrung"). */}
            <span className="block font-display text-4xl font-semibold tabular-nums leading-none text-primary sm:text-5xl">
              {number}
              {/* The spaces keep the words apart for screen readers and search ("30 Tage der …"). */}
              {unit && " "}
              {unit && <span className="mt-1 block text-xl sm:text-2xl">{unit}</span>}
            </span>{" "}
            <span className="mt-3 block text-sm text-muted sm:text-base">{figure.label}</span>
            <SourceNote claim={figure} />
          </li>
        );
      })}
    </ul>
  );
}

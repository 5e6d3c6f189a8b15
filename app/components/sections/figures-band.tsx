import type { ReactNode } from "react";

/**
 * A band of large figures set in the display face, divided by hairlines
 * instead of boxed in cards: headline numbers read at a glance.
 */
export function FiguresBand({
  figures,
  label,
  columns = 4,
}: {
  figures: readonly { value: ReactNode; label: string; key: string }[];
  /** Accessible name of the list, e.g. "Das Programm in Zahlen". */
  label: string;
  columns?: 3 | 4;
}) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-2 gap-y-8 border-y border-border py-8 ${columns === 3 ? "sm:grid-cols-3" : "lg:grid-cols-4"}`}
    >
      {figures.map((figure) => (
        <li
          key={figure.key}
          className="border-border px-4 first:pl-0 [&:not(:first-child)]:border-l max-lg:[&:nth-child(odd)]:border-l-0 max-lg:[&:nth-child(odd)]:pl-0"
        >
          <p className="font-display text-4xl font-semibold tabular-nums leading-none text-primary sm:text-5xl">
            {figure.value}
          </p>
          <p className="mt-3 text-sm text-muted sm:text-base">{figure.label}</p>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";
import { useId } from "react";

/**
 * The frame of a figure beside a text hero from `lg` (../page-hero.tsx `figure`): the cases'
 * drawing frame, on plain ground (round 35: dots behind the words), named by its caption (the
 * section that tells it in full).
 * Each page draws its own data in it (round 34: one shared tree on every hero read as a chart
 * without data): /leistungen its offers' durations, /zukunftssicher its days, a service its case.
 */
export function HeroFigure({
  caption,
  kind,
  children,
}: {
  caption: string;
  /** What it draws, for tests and styles: "durations", "days", "case". */
  kind: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      data-hero-figure={kind}
      className="case-cover flex flex-col gap-4 rounded-2xl border-l-4 p-6 max-lg:hidden"
    >
      <figcaption id={captionId} className="text-xs font-semibold uppercase tracking-wide">
        {caption}
      </figcaption>
      {children}
    </figure>
  );
}

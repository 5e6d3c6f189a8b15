import type { CSSProperties } from "react";
import { useId } from "react";
import type { Case } from "#app/content/cases";
import { markOf, SketchDrawing } from "./case-sketches";

/**
 * A case page's picture where the case has no photo (issue 31): a sketch of what the work
 * produced, drawn from the case's own data in one house style and across the whole card. The
 * case's `sketch` (named in its file or following from its first service,
 * app/content/cases/sketch.ts) picks the kind: a positioning map, messages narrowed to a few,
 * ideas through gates onto a roadmap, target markets in a grid, a build–test–learn cycle or the
 * path to a decision (./case-sketches.tsx). Caption and description are the kind's, from content.
 *
 * Its words: the kind's caption, one sentence on what the drawing shows (a sketch, not a chart
 * without data), and the case's focus points, each behind the drawing's own mark, as a legend:
 * in one compact row under the drawing, and from lg, where the figure spans the page under the
 * case's title, in a column beside it. They are a real list (readable, searchable, taking the
 * build's soft hyphens); the drawing is decoration (`aria-hidden`). Colours are the theme's
 * variables and the brand's sea green (`.case-cover`), so it follows light and dark;
 * drawn at build time, no script. The sketch holds no figure and no result, so it repeats
 * nothing the page says below it.
 */

/** Dotted paper under the sketch, in the brand's sea green: a drawing, not a chart. */
const paper: CSSProperties = {
  backgroundImage:
    "radial-gradient(circle, color-mix(in oklab, var(--primary) 30%, transparent) 1px, transparent 1.5px)",
  backgroundSize: "14px 14px",
};

export function CaseFigure({
  item,
  caption,
  redacted,
  description,
  listLabel,
}: {
  item: Case;
  /** What the sketch shows (content: the case list's page labels). */
  caption: string;
  /** The key to the grey bars. */
  redacted: string;
  /** The drawing in words, shown under the caption (a sketch, not a chart without data). */
  description: string;
  /** The accessible name of the focus points' list. */
  listLabel: string;
}) {
  const captionId = useId();
  const kind = item.sketch;
  return (
    <figure
      aria-labelledby={captionId}
      data-case-figure
      data-sketch={kind}
      className="case-cover grid gap-3 rounded-2xl border-l-4 p-4 sm:gap-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:p-8"
    >
      <figcaption
        id={captionId}
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs lg:flex-col lg:flex-nowrap lg:items-start lg:gap-y-3"
      >
        <span className="font-semibold uppercase tracking-wide">{caption}</span>
        {kind !== "positioning" && kind !== "funnel" && (
          <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-muted">
            <span className="h-2 w-5 rounded-sm bg-muted opacity-60" />
            {redacted}
          </span>
        )}
        {/* What the drawing shows, in words: a sketch, not a chart without data. */}
        <span className="basis-full text-sm text-muted">{description}</span>
      </figcaption>
      <div
        data-sketch-area
        className="-mx-1 px-1 py-1 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
        style={paper}
      >
        <SketchDrawing item={item} />
      </div>
      {/* A legend: in a row under the drawing, beside it as a column on wide screens. */}
      <ul
        aria-label={listLabel}
        data-hyphenate
        className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm font-semibold leading-snug lg:flex-col lg:text-base"
      >
        {item.badges.map((badge) => (
          <li key={badge} className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true" className="size-2.5 flex-none" style={markOf[kind]} />
            <span className="min-w-0">{badge}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

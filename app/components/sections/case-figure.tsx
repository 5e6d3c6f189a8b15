import type { ComponentProps, CSSProperties } from "react";
import { useId } from "react";
import type { Case, caseLabels } from "#app/content/cases";
import { SketchDrawing } from "./case-sketches";
import { SketchKey, SketchLabels } from "./case-sketch-key";

type SketchWords = (typeof caseLabels.sketches)[Case["sketch"]];

/**
 * A case page's picture where the case has no photo (issue 31): a sketch of what the work
 * produced, drawn from the case's own data in one house style and across the whole card. The
 * case's `sketch` (named in its file or following from its first service,
 * app/content/cases/sketch.ts) picks the kind: a positioning map, messages narrowed to a few,
 * ideas through gates onto a roadmap, target markets in a grid, a build–test–learn cycle or the
 * path to a decision (./case-sketches.tsx). Caption and description are the kind's, from content.
 *
 * Its words: the kind's caption, one sentence on what the drawing shows (a sketch, not a chart
 * without data; in sight from lg), and a key to its marks (./case-sketch-key.tsx): in one compact row under the
 * drawing, and from lg, where the figure spans the page under the case's title, in a column
 * beside it. They are real text; the drawing is decoration (`aria-hidden`). The case's focus
 * points stand in its file of facts. Colours are the theme's variables and the brand's sea
 * green (`.case-cover`), so it follows light and dark; drawn at build time, no script. The
 * sketch holds no figure and no result of the page. Where the case names what the work kept in
 * its own words (`sketchLabels`), they stand under the drawing, numbered as the marks they
 * label (./case-sketch-key.tsx), so no two cases' pictures say the same (round 22).
 */

/** Dotted paper under the sketch, in the brand's sea green: a drawing, not a chart. */
const paper: CSSProperties = {
  backgroundImage:
    "radial-gradient(circle, color-mix(in oklab, var(--primary) 30%, transparent) 1px, transparent 1.5px)",
  backgroundSize: "14px 14px",
};

/** A sketch's area on its dotted paper. */
function SketchPaper({ className, ...rest }: ComponentProps<"div">) {
  return <div className={`-mx-1 px-1 py-1 ${className ?? ""}`} style={paper} {...rest} />;
}

export function CaseFigure({
  item,
  words,
}: {
  item: Case;
  /** The kind's caption, description (the drawing in words) and key, from content. */
  words: SketchWords;
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
      <figcaption id={captionId} className="flex flex-col gap-y-1 text-xs lg:gap-y-3">
        <span className="font-semibold uppercase tracking-wide">{words.caption}</span>
        {/* Beside the drawing from lg; on a phone, above it, it pushed the drawing under the
            cookie banner: there it is for screen readers only. */}
        <span className="text-sm text-muted max-lg:sr-only">{words.description}</span>
      </figcaption>
      <SketchPaper
        data-sketch-area
        className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
      >
        <SketchDrawing item={item} numbered />
        <SketchLabels
          kind={kind}
          labels={item.sketchLabels}
          keyWords={words.key}
          className="mt-3 flex flex-wrap gap-x-6 gap-y-2 border-t border-primary/25 pt-3 text-base font-semibold leading-snug sm:text-lg"
        />
      </SketchPaper>
      {/* The key: in a row under the drawing, beside it as a column on wide screens. */}
      <SketchKey
        kind={kind}
        words={words.key}
        className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm font-semibold leading-snug lg:flex-col lg:gap-y-2.5"
      />
    </figure>
  );
}

import { useId } from "react";
import { hash, sequence } from "#app/components/ui/motif";
import { hue, line, muted, r1, scatter, warm, wash } from "#app/components/sections/case-sketches";
import { SketchPaper } from "#app/components/sections/case-figure";
import { NumberDisc } from "#app/components/sections/case-sketch-key";

type Step = { label: string; note?: string };

/** What the drawing can draw: two to five steps (more would not fit beside a hero). */
export const sketchable = (steps: readonly Step[]) => steps.length >= 2 && steps.length <= 5;

/**
 * How many marks each step keeps: five to seven at the first (the page's seed picks), fewer at
 * every step, three at the last: the results.
 */
const keptPerStep = (count: number, first: number) =>
  Array.from({ length: count }, (_, index) =>
    Math.round(first - (index * (first - 3)) / (count - 1)),
  );

/** The drawing's measures in px: it stands beside a hero at a fixed width (28rem from lg, ./page-hero.tsx). */
const size = { width: 140, top: 84, row: 64 } as const;

/** The x of each of `count` marks in a row, centred. */
const rowMarks = (count: number) => {
  const gap = Math.min(19, (size.width - 20) / (count - 1));
  return Array.from({ length: count }, (_, index) =>
    r1(size.width / 2 + (index - (count - 1) / 2) * gap),
  );
};

/** A vertical curve from one mark down to another. */
const down = (from: { x: number; y: number }, to: { x: number; y: number }) => {
  const bend = (to.y - from.y) / 2;
  return `M${from.x} ${from.y}C${from.x} ${r1(from.y + bend)} ${to.x} ${r1(to.y - bend)} ${to.x} ${to.y}`;
};

/**
 * The site's own sketch, in the case sketches' language (./case-sketches.tsx): many grey dots in
 * no order at the top (a situation as it comes), then one row per step of the page, each
 * keeping fewer marks, joined like a decision tree, down to three results in the hue, the first
 * in the warm accent. Each row stands beside its step's number and name, so the drawing is
 * labelled where it is drawn. Drawn at build time from the number of steps and the page's seed.
 */
function PathDrawing({ steps, seed }: { steps: number; seed: string }) {
  const random = sequence(hash(`path:${seed}`));
  const chaos = scatter(random, 20, { x: 6, y: 6, w: size.width - 12, h: 50 }, 11);
  // At least one mark fewer at every step: five steps start from seven.
  const firstRow = Math.max(steps + 2, 5 + Math.floor(random() * 3));
  const rows = keptPerStep(steps, firstRow).map((count, index) => {
    const y = size.top + index * size.row + size.row / 2;
    return rowMarks(count).map((x) => ({ x, y }));
  });
  const nearest = (marks: readonly { x: number; y: number }[], x: number) =>
    marks.reduce((best, mark) => (Math.abs(mark.x - x) < Math.abs(best.x - x) ? mark : best));
  const first = rows[0]!;
  const last = rows.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.top + steps * size.row}`}
      width={size.width}
      height={size.top + steps * size.row}
      className="block flex-none overflow-visible"
      aria-hidden="true"
      focusable="false"
      data-path-drawing
    >
      {/* Two in three of the scattered dots run into the first step; the rest stay behind. */}
      {chaos
        .filter((_, index) => index % 3 !== 0)
        .map((dot) => (
          <path
            key={`${dot.x},${dot.y}`}
            d={down(dot, nearest(first, dot.x))}
            style={{ ...line, stroke: muted }}
            strokeWidth="1"
            opacity="0.4"
          />
        ))}
      {chaos.map(({ x, y }, index) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r="3.5"
          style={{ fill: muted }}
          opacity={index % 3 === 0 ? 0.3 : 0.65}
        />
      ))}
      {/* Each mark joins the nearest of the next step's: the tree narrows. */}
      {rows
        .slice(0, -1)
        .flatMap((row, index) =>
          row.map((mark) => (
            <path
              key={`${mark.x},${mark.y}`}
              d={down(mark, nearest(rows[index + 1]!, mark.x))}
              style={{ ...line, stroke: hue }}
              strokeWidth="1.75"
              opacity="0.85"
            />
          )),
        )}
      {rows
        .slice(0, -1)
        .flatMap((row, index) =>
          row.map(({ x, y }) => (
            <circle
              key={`${x},${y}`}
              data-row={index}
              cx={x}
              cy={y}
              r="5.5"
              style={{ fill: index === 0 ? "var(--bg)" : wash(40), stroke: hue }}
              strokeWidth="1.75"
            />
          )),
        )}
      {/* The results: diamonds in the hue, the first in the warm accent. */}
      {last.map(({ x, y }, index) => (
        <polygon
          key={x}
          data-row={steps - 1}
          points={`${x},${y - 8.5} ${x + 8.5},${y} ${x},${y + 8.5} ${x - 8.5},${y}`}
          style={{ fill: index === 0 ? warm : hue }}
        />
      ))}
    </svg>
  );
}

export type PathSketchProps = {
  /** The section that tells the steps in full, by its title. */
  caption: string;
  steps: readonly Step[];
  /** The page's name: the same page always draws the same, pages differ. */
  seed: string;
};

/**
 * A page's steps as a sketch beside its hero (issue 31's signature: the cases' drawing language
 * on the pages that sell the work): the drawing, each of its rows beside the step it draws, with
 * its number and note ("30 Tage"). The caption is the section that tells them in full.
 */
export function PathSketch({
  caption,
  steps,
  seed,
  className,
}: PathSketchProps & { className?: string }) {
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      data-path-sketch
      className={`case-cover flex flex-col gap-3 rounded-2xl border-l-4 p-6 ${className ?? ""}`}
    >
      <figcaption id={captionId} className="text-xs font-semibold uppercase tracking-wide">
        {caption}
      </figcaption>
      <SketchPaper className="flex gap-4">
        <PathDrawing steps={steps.length} seed={seed} />
        {/* The rows of the list stand level with the drawing's, below its scattered top. */}
        <ol className="min-w-0 flex-1" style={{ paddingTop: size.top }}>
          {steps.map((step, index) => (
            <li key={step.label} className="flex items-center gap-2.5" style={{ height: size.row }}>
              <NumberDisc n={index + 1} className="size-6 text-xs" />
              <span className="min-w-0 leading-tight">
                <span data-step className="block font-semibold text-balance">
                  {step.label}
                </span>
                {step.note && <span className="block text-sm text-muted">{step.note}</span>}
              </span>
            </li>
          ))}
        </ol>
      </SketchPaper>
    </figure>
  );
}

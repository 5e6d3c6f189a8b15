import { useId } from "react";
import { hash, sequence } from "#app/components/ui/motif";
import {
  hue,
  line,
  muted,
  NumberMark,
  r1,
  scatter,
  warm,
  wash,
} from "#app/components/sections/case-sketches";
import { SketchPaper } from "#app/components/sections/case-figure";

type Step = { label: string; note?: string };

/** What the drawing can draw: two to five steps (more would crowd its numbers). */
export const sketchable = (steps: readonly Step[]) => steps.length >= 2 && steps.length <= 5;

/** How many marks each step keeps: six at the first, fewer at every step, three at the last. */
const keptPerStep = (count: number) =>
  Array.from({ length: count }, (_, index) => Math.round(6 - (index * 3) / (count - 1)));

/**
 * The site's own sketch, in the case sketches' language (./case-sketches.tsx): many grey dots
 * in no order on the left (a situation as it comes), then the page's steps as columns that keep
 * fewer marks each, joined like a decision tree turned on its side, down to a few results in
 * the hue, the first in the warm accent. Each column carries its step's number; the steps stand
 * under the drawing as a real list. Drawn at build time from the number of steps and a seed.
 */
function PathDrawing({ steps, seed }: { steps: number; seed: string }) {
  const random = sequence(hash(`path:${seed}`));
  const chaos = scatter(random, 24, { x: 6, y: 26, w: 70, h: 88 }, 8);
  const kept = keptPerStep(steps);
  const columns = kept.map((count, index) => {
    const x = r1(110 + (index * 112) / (steps - 1));
    const gap = 13;
    return Array.from({ length: count }, (_, row) => ({
      x,
      y: r1(70 + (row - (count - 1) / 2) * gap),
    }));
  });
  const first = columns[0]!;
  const last = columns.at(-1)!;
  return (
    <svg
      viewBox="0 0 240 124"
      className="block h-auto w-full overflow-visible"
      aria-hidden="true"
      focusable="false"
      data-path-drawing
    >
      {/* The situation: every dot runs faintly into the first step. */}
      {chaos.map(({ x, y }, index) => {
        const to = first[Math.min(first.length - 1, Math.floor((y - 26) / (88 / first.length)))]!;
        return (
          <path
            key={`${x},${y}`}
            d={`M${x} ${y}C${r1(x + 30)} ${y} ${r1(to.x - 30)} ${to.y} ${to.x} ${to.y}`}
            style={{ ...line, stroke: muted }}
            strokeWidth="0.8"
            opacity={index % 5 === 0 ? 0.15 : 0.35}
          />
        );
      })}
      {chaos.map(({ x, y }, index) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r="2.8"
          style={{ fill: muted }}
          opacity={index % 5 === 0 ? 0.25 : 0.6}
        />
      ))}
      {/* Each mark joins the nearest of the next step's: the tree narrows. */}
      {columns.slice(0, -1).flatMap((column, index) =>
        column.map((from) => {
          const next = columns[index + 1]!;
          const to = next.reduce((best, mark) =>
            Math.abs(mark.y - from.y) < Math.abs(best.y - from.y) ? mark : best,
          );
          return (
            <path
              key={`${from.x},${from.y}`}
              d={`M${from.x} ${from.y}C${r1(from.x + 22)} ${from.y} ${r1(to.x - 22)} ${to.y} ${to.x} ${to.y}`}
              style={{ ...line, stroke: hue }}
              strokeWidth="1.2"
              opacity="0.55"
            />
          );
        }),
      )}
      {columns
        .slice(0, -1)
        .flatMap((column, index) =>
          column.map(({ x, y }) => (
            <circle
              key={`${x},${y}`}
              data-column={index}
              cx={x}
              cy={y}
              r="3.4"
              style={{ fill: index === 0 ? "var(--bg)" : wash(40), stroke: hue }}
              strokeWidth="1.2"
            />
          )),
        )}
      {/* The results: diamonds in the hue, the first in the warm accent. */}
      {last.map(({ x, y }, index) => (
        <polygon
          key={y}
          data-column={steps - 1}
          points={`${x},${r1(y - 6)} ${x + 6},${y} ${x},${r1(y + 6)} ${x - 6},${y}`}
          style={{ fill: index === 0 ? warm : hue }}
        />
      ))}
      {columns.map((column, index) => (
        <NumberMark key={column[0]!.x} x={column[0]!.x} y={10} n={index + 1} />
      ))}
    </svg>
  );
}

/**
 * A page's steps as a sketch beside its hero (issue 31's signature: the cases' drawing language
 * on the pages that sell the work): the drawing, then the steps, numbered as its columns, with
 * their notes ("30 Tage"). The caption is the section that tells them in full.
 */
export type PathSketchProps = {
  /** The section that tells the steps in full, by its title. */
  caption: string;
  steps: readonly Step[];
  /** The page's name: the same page always draws the same, pages differ. */
  seed: string;
};

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
      className={`case-cover flex flex-col gap-4 rounded-2xl border-l-4 p-5 lg:p-6 ${className ?? ""}`}
    >
      <figcaption id={captionId} className="text-xs font-semibold uppercase tracking-wide">
        {caption}
      </figcaption>
      <SketchPaper>
        <PathDrawing steps={steps.length} seed={seed} />
      </SketchPaper>
      <ol className="grid gap-2 border-t border-primary/25 pt-3">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-baseline gap-2">
            <span
              aria-hidden="true"
              className="inline-flex size-6 flex-none translate-y-[-1px] items-center justify-center self-center rounded-full bg-primary font-display text-xs font-bold tabular-nums text-on-primary"
            >
              {index + 1}
            </span>
            <span className="min-w-0 font-semibold leading-snug">{step.label}</span>
            {step.note && <span className="ml-auto flex-none text-sm text-muted">{step.note}</span>}
          </li>
        ))}
      </ol>
    </figure>
  );
}

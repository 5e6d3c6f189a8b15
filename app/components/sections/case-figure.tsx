import { type CSSProperties, useId } from "react";
import { SectorTint } from "#app/components/ui/sector-tint";
import { hash } from "#app/components/ui/motif";
import type { Case, SketchKind } from "#app/content/cases";
import { listOf, SketchDrawing } from "./case-sketches";

/**
 * A case page's picture where the case has no photo (issue 31): a sketch of what the work
 * produced, drawn from the case's own data in one house style. The case's `sketch` (named in its
 * file or following from its first service, app/content/cases/sketch.ts) picks the kind: a
 * positioning map, messages narrowed to a few, ideas through gates onto a roadmap, target
 * markets in a grid, a build–test–learn cycle (./case-sketches.tsx), or the path to a decision
 * drawn here. Caption and description are the kind's, from content.
 *
 * The decision: its focus points (badges) are gathered
 * by a bracket into one decision node, the hexagon of HexaCore; from it three options branch
 * off, one taken (solid, in the sector's hue) and leading to the result, the others dropped
 * (dashed). What the options were is confidential, so their names are grey redaction bars: the
 * bars stand for text that is not shown and are abstract, the same shape on every page. The
 * sketch holds no figure and no result, so it repeats nothing the page says below it.
 *
 * Markup as in the HexaCore diagram: the words are a real list (readable, searchable, taking the
 * build's soft hyphens), the lines and nodes are decoration around it (`aria-hidden`). Colours
 * are the theme's variables and the sector's hue (`--hue`, from `.case-cover`), so it follows
 * light and dark; drawn at build time, no script.
 */

/** Where the three options branch, in % of the decision area's height, top to bottom. */
const branches = [20, 50, 80] as const;
/**
 * Across the drawing's frame, in %: the decision node, the option nodes, the result. The frame
 * is the decision area less half a hexagon each side, so both hexagons stay whole in it.
 */
const at = { decision: 0, option: 30, result: 100 } as const;

/** A focus point's chip, in every kind of sketch. */
const chip =
  "min-w-0 rounded-lg border border-border bg-bg px-2.5 py-1 text-sm font-semibold leading-snug shadow-sm lg:px-3 lg:text-base";

/** A pointy-top hexagon of radius 10 round (12, 12), as in the HexaCore diagram. */
const hexagon = [0, 1, 2, 3, 4, 5]
  .map((corner) => {
    const angle = (Math.PI / 3) * corner - Math.PI / 2;
    return `${Math.round((12 + 10 * Math.cos(angle)) * 10) / 10},${Math.round((12 + 10 * Math.sin(angle)) * 10) / 10}`;
  })
  .join(" ");

/** Dotted paper under the sketch, in the sector's hue: a drawing, not a chart. */
const paper: CSSProperties = {
  backgroundImage:
    "radial-gradient(circle, color-mix(in oklab, var(--hue) 30%, transparent) 1px, transparent 1.5px)",
  backgroundSize: "14px 14px",
};

/** The taken path and the bracket in the sector's hue; dropped options in the muted grey. */
const hue = { stroke: "var(--hue)" };
const dropped = { stroke: "var(--muted)" };
const edge = { borderColor: "var(--hue)" };

/** A node of the sketch, centred on a point given in % of its area. */
const placed = (x: number, y: number): CSSProperties => ({
  left: `${x}%`,
  top: `${y}%`,
  transform: "translate(-50%, -50%)",
});

/**
 * Which option is taken and where the dropped ones stop: from the slug, so each case looks its
 * own and the same case always the same. The taken line runs on to the result.
 */
function layout(slug: string) {
  const seed = hash(slug);
  const taken = seed % branches.length;
  return branches.map((y, index) => {
    const end = index === taken ? at.result : at.option + 32 + ((seed >>> (4 + index * 3)) % 6) * 4;
    // The redacted name sits above the line, from just after the option's node to short of
    // its end: clear of the result's hexagon (half its width and a gap) or of the stop. In px,
    // so a narrow drawing (a long focus point beside it) never runs a bar into the hexagon.
    const bar = {
      left: `calc(${at.option}% + 8px)`,
      right: `calc(${100 - end}% + ${index === taken ? 20 : 6}px)`,
    };
    return { y, taken: index === taken, end, bar };
  });
}

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
  /** The drawing in words, for screen readers (the caption's continuation). */
  description: string;
  /** The accessible name of the focus points' list. */
  listLabel: string;
}) {
  const captionId = useId();
  const kind = item.sketch;
  return (
    <SectorTint
      as="figure"
      aria-labelledby={captionId}
      data-case-figure
      data-sketch={kind}
      sector={item.sector}
      className="flex flex-col gap-5 rounded-2xl p-5 sm:p-8"
    >
      <figcaption
        id={captionId}
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs"
      >
        <span className="font-semibold uppercase tracking-wide">{caption}</span>
        {/* What the drawing shows, for those who cannot see it; the key to its bars is for the eye. */}
        <span className="sr-only"> – {description}</span>
        {kind !== "positioning" && kind !== "funnel" && (
          <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-muted">
            <span className="h-2 w-5 rounded-sm bg-muted opacity-60" />
            {redacted}
          </span>
        )}
      </figcaption>
      {kind === "decision" ? (
        <Decision item={item} listLabel={listLabel} />
      ) : (
        <Drawn item={item} kind={kind} listLabel={listLabel} />
      )}
    </SectorTint>
  );
}

/** The focus points beside a drawing, as chips, each with the kind's mark where it has one. */
function Drawn({
  item,
  kind,
  listLabel,
}: {
  item: Case;
  kind: Exclude<SketchKind, "decision">;
  listLabel: string;
}) {
  const { side, mark } = listOf[kind];
  return (
    <div
      className={`flex items-stretch gap-3 lg:gap-4 ${side === "right" ? "flex-row-reverse" : ""}`}
      style={paper}
    >
      <ul
        aria-label={listLabel}
        data-hyphenate
        className="flex max-w-[66%] flex-none flex-col justify-center gap-2 lg:gap-2.5"
      >
        {item.badges.map((badge) => (
          <li key={badge} className="flex min-w-0 items-center gap-2">
            {mark && <span aria-hidden="true" className="size-2.5 flex-none" style={mark} />}
            <span className={chip}>{badge}</span>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="relative min-h-36 min-w-24 flex-1 lg:min-h-40">
        <SketchDrawing item={item} kind={kind} />
      </div>
    </div>
  );
}

/** The path to a decision: the focus points bracketed into a hexagon, three options, one taken. */
function Decision({ item, listLabel }: { item: Case; listLabel: string }) {
  const options = layout(item.slug);
  const result = options.find((option) => option.taken)!;
  return (
    <div className="flex items-stretch" style={paper}>
      {/* The focus points, each joined by a tick to the bracket that gathers them. */}
      <ul
        aria-label={listLabel}
        data-hyphenate
        className="flex max-w-[62%] flex-none flex-col justify-center"
      >
        {item.badges.map((badge) => (
          <li key={badge} className="group flex items-center py-1 lg:py-1.5">
            <span className={chip}>{badge}</span>
            <span aria-hidden="true" className="relative min-w-4 flex-1 self-stretch">
              <span className="absolute inset-x-0 top-1/2 border-t-2" style={edge} />
              <span
                className="absolute inset-y-0 right-0 border-r-2 group-first:top-1/2 group-last:bottom-1/2"
                style={edge}
              />
            </span>
          </li>
        ))}
      </ul>
      {/* The decision, its options and the result: lines stretched to the area, nodes placed
            on them at a fixed size, so a taller list of focus points never distorts a hexagon. */}
      <div aria-hidden="true" className="relative min-w-24 flex-1">
        {/* From the bracket to the decision's hexagon. */}
        <span className="absolute left-0 top-1/2 w-3 border-t-2 lg:w-4" style={edge} />
        <div className="absolute inset-y-0 left-3 right-3 lg:left-4 lg:right-4">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            fill="none"
          >
            {options.map(({ y, taken, end }) => (
              <path
                key={y}
                d={`M${at.decision} 50C${at.decision + 12} 50 ${at.option - 12} ${y} ${at.option} ${y}H${end}`}
                style={taken ? hue : dropped}
                strokeWidth={taken ? 2 : 1.5}
                strokeDasharray={taken ? undefined : "4 3"}
                opacity={taken ? 1 : 0.7}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {options.map(({ y, taken, end, bar }) => (
            <span key={y}>
              {/* The option's name, redacted: bars like blacked-out words above its line. */}
              <span
                className={`absolute flex h-2 -translate-y-3 gap-1 lg:h-2.5 lg:-translate-y-3.5 ${taken ? "opacity-80" : "opacity-45"}`}
                style={{ ...bar, top: `${y}%` }}
              >
                <span className="flex-[3] rounded-sm bg-muted" />
                {taken && <span className="flex-[2] rounded-sm bg-muted" />}
              </span>
              {taken ? (
                <span
                  className="absolute size-2.5 rounded-full lg:size-3"
                  style={{ ...placed(at.option, y), background: "var(--hue)" }}
                />
              ) : (
                // A dropped option ends in a stop, like a pruned branch.
                <span
                  className="absolute h-3 border-l-2 opacity-70"
                  style={{ ...placed(end, y), borderColor: "var(--muted)" }}
                />
              )}
            </span>
          ))}
          <svg
            viewBox="0 0 24 24"
            className="absolute size-7 lg:size-9"
            style={placed(at.decision, 50)}
          >
            <polygon points={hexagon} className="fill-bg" style={hue} strokeWidth="2" />
          </svg>
          <svg
            viewBox="0 0 24 24"
            className="absolute size-7 lg:size-9"
            style={placed(at.result, result.y)}
          >
            <polygon points={hexagon} style={{ fill: "var(--hue)" }} />
            <path
              d="m8 12.5 2.7 2.7L16 9.8"
              className="stroke-bg"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}

import type { CSSProperties, ReactNode } from "react";
import type { Case, SketchKind } from "#app/content/cases";
import { hash, type Random, sequence } from "#app/components/ui/motif";

/**
 * The drawings of a case page's sketch (./case-figure.tsx), one per kind of artefact the work
 * produced (app/content/cases/sketch.ts). Each is an SVG on a square of 100 × 100, scaled to its
 * area without distortion; it holds no words and no figure: the focus points stand beside it as
 * a real list, and every count it draws (kept messages, milestones, target markets) avoids the
 * numbers of the case's metrics, so it never seems to repeat one. Shapes that stand for words are
 * grey redaction bars, abstract and unmeasured. Colours: the sector's hue and the theme's
 * variables, so light and dark both work. Positions follow from the slug: the same case always
 * draws the same, cases differ.
 */

/** A small deterministic random sequence from the slug and the kind (the motifs' mulberry32). */
const randomFor = (slug: string, kind: SketchKind): Random => sequence(hash(`${kind}:${slug}`));

/** The numbers the page shows among the case's metrics ("24", "5–9": 5 and 9). */
const shownNumbers = (item: Case) =>
  new Set(item.metrics.flatMap((metric) => (metric.value.match(/\d+/gu) ?? []).map(Number)));

/** The first of `counts` that is none of the page's numbers (else the first). */
const countFor = (item: Case, counts: readonly number[]) =>
  counts.find((count) => !shownNumbers(item).has(count)) ?? counts[0]!;

const r1 = (value: number) => Math.round(value * 10) / 10;

/** `count` points in a box, at least `gap` apart where the box allows it. */
function scatter(
  random: Random,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  gap: number,
) {
  const points: { x: number; y: number }[] = [];
  for (let tries = 0; points.length < count && tries < 400; tries++) {
    const point = { x: r1(box.x + random() * box.w), y: r1(box.y + random() * box.h) };
    const loose = tries > 300;
    if (loose || points.every((other) => Math.hypot(other.x - point.x, other.y - point.y) >= gap))
      points.push(point);
  }
  return points;
}

/** A filled arrowhead with its tip at (x, y), pointing at `angle` (radians). */
function arrowHead(x: number, y: number, angle: number, size = 5) {
  const back = (side: number) => {
    const a = angle + Math.PI + side * 0.45;
    return `${r1(x + size * Math.cos(a))},${r1(y + size * Math.sin(a))}`;
  };
  return `${r1(x)},${r1(y)} ${back(1)} ${back(-1)}`;
}

const hue = "var(--hue)";
const muted = "var(--muted)";
/** A surface lightly washed with the hue: a chosen tile, a halo. */
const wash = (share: number) => `color-mix(in oklab, var(--hue) ${share}%, var(--bg))`;
/** Lines keep their width in px however large the drawing is. */
const line = { vectorEffect: "non-scaling-stroke", fill: "none" } as const;

/** A faint dotted guide under a drawing: a map's cross, a funnel's walls. */
function Guide({ d }: { d: string }) {
  return (
    <path
      d={d}
      style={{ ...line, stroke: muted }}
      strokeWidth="1"
      strokeDasharray="2 3"
      opacity="0.5"
    />
  );
}

/**
 * A positioning map: crossing lines without scale or words, a crowd of competitors (grey dots)
 * in one field, the client (a ring in the hue) at its edge and an arrow to its new place (a dot
 * in the hue with a halo) in the open field opposite.
 */
function Positioning({ item, random }: { item: Case; random: Random }) {
  const field = Math.floor(random() * 4);
  const crowd = { x: field % 2 ? 70 : 30, y: field < 2 ? 30 : 70 };
  const target = {
    x: r1(100 - crowd.x + (random() - 0.5) * 8),
    y: r1(100 - crowd.y + (random() - 0.5) * 8),
  };
  const competitors = scatter(
    random,
    countFor(item, [9, 8, 10]),
    { x: crowd.x - 19, y: crowd.y - 19, w: 38, h: 38 },
    9,
  );
  // The client starts at the crowd's edge facing the open field.
  const towards = Math.atan2(target.y - crowd.y, target.x - crowd.x);
  const start = {
    x: r1(crowd.x + 24 * Math.cos(towards)),
    y: r1(crowd.y + 24 * Math.sin(towards)),
  };
  const end = {
    x: r1(target.x - 12 * Math.cos(towards)),
    y: r1(target.y - 12 * Math.sin(towards)),
  };
  const bend = random() < 0.5 ? 1 : -1;
  const control = {
    x: r1((start.x + end.x) / 2 + bend * 10 * Math.sin(towards)),
    y: r1((start.y + end.y) / 2 - bend * 10 * Math.cos(towards)),
  };
  const arrival = Math.atan2(end.y - control.y, end.x - control.x);
  return (
    <>
      <Guide d="M50 4V96M4 50H96" />
      {competitors.map(({ x, y }) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="4" style={{ fill: muted }} opacity="0.55" />
      ))}
      <circle cx={target.x} cy={target.y} r="13" style={{ fill: wash(30) }} />
      <path
        d={`M${start.x} ${start.y}Q${control.x} ${control.y} ${end.x} ${end.y}`}
        style={{ ...line, stroke: hue }}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <polygon points={arrowHead(end.x, end.y, arrival, 5.5)} style={{ fill: hue }} />
      <circle
        cx={start.x}
        cy={start.y}
        r="4.5"
        style={{ ...line, stroke: hue, fill: "var(--bg)" }}
        strokeWidth="1.5"
        strokeDasharray="2 1.5"
      />
      <circle data-kept cx={target.x} cy={target.y} r="6.5" style={{ fill: hue }} />
    </>
  );
}

/**
 * Messages narrowed: many grey redacted lines on the left, some dropped (faint, no line), the
 * others running together into a few core messages, bars in the hue on the right.
 */
function Messages({ item, random }: { item: Case; random: Random }) {
  const kept = countFor(item, [3, 2, 4]);
  const count = countFor(item, [10, 11, 9]);
  const rows = Array.from({ length: count }, (_, index) => ({
    y: r1(6 + (index * 88) / (count - 1)),
    width: r1(14 + random() * 18),
  }));
  const dropped = new Set<number>();
  while (dropped.size < 3) dropped.add(Math.floor(random() * count));
  const carried = rows.filter((_, index) => !dropped.has(index));
  const cores = Array.from({ length: kept }, (_, index) =>
    r1(50 + (index - (kept - 1) / 2) * (kept > 3 ? 20 : 25)),
  );
  return (
    <>
      {carried.map(({ y, width }, index) => {
        const to = cores[Math.min(kept - 1, Math.floor((index * kept) / carried.length))]!;
        const from = 2 + width + 2;
        return (
          <path
            key={y}
            d={`M${r1(from)} ${y}C${r1(from + 18)} ${y} ${60 - 16} ${to} 60 ${to}`}
            style={{ ...line, stroke: muted }}
            strokeWidth="1"
            opacity="0.55"
          />
        );
      })}
      {rows.map(({ y, width }, index) => (
        <rect
          key={y}
          x="2"
          y={r1(y - 2.2)}
          width={width}
          height="4.4"
          rx="1.6"
          style={{ fill: muted }}
          opacity={dropped.has(index) ? 0.22 : 0.6}
        />
      ))}
      {cores.map((y) => (
        <g key={y} data-kept>
          <rect x="62" y={r1(y - 4)} width="21" height="8" rx="2.4" style={{ fill: hue }} />
          <rect x="85.5" y={r1(y - 4)} width="12.5" height="8" rx="2.4" style={{ fill: hue }} />
        </g>
      ))}
    </>
  );
}

/**
 * Ideas through gates onto a roadmap: many grey dots on the left, two gates with narrowing
 * openings, fewer dots between them, and after the second gate a line in the hue with its
 * milestones and an arrow onward.
 */
function Funnel({ item, random }: { item: Case; random: Random }) {
  const milestones = countFor(item, [3, 2, 4]);
  const ideas = scatter(random, countFor(item, [12, 11, 13]), { x: 3, y: 8, w: 20, h: 84 }, 7);
  const passed = scatter(random, countFor(item, [4, 5]), { x: 35, y: 36, w: 9, h: 28 }, 6.5);
  const stops = Array.from({ length: milestones }, (_, index) =>
    r1(64 + (index * 24) / Math.max(1, milestones - 1)),
  );
  const diamond = (x: number, size: number) =>
    `${x},${50 - size} ${x + size},50 ${x},${50 + size} ${x - size},50`;
  return (
    <>
      {/* The funnel's walls: wide at the first gate, narrow at the second. */}
      <Guide d="M27 4 L50 41M27 96 L50 59" />
      <path
        d="M29 8V30M29 70V92M51 30V42M51 58V70"
        style={{ ...line, stroke: muted }}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {ideas.map(({ x, y }) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="2.7" style={{ fill: muted }} opacity="0.55" />
      ))}
      {passed.map(({ x, y }, index) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r="2.7"
          style={{ fill: index === 0 ? hue : muted }}
          opacity={index === 0 ? 1 : 0.7}
        />
      ))}
      <path d="M55 50H93" style={{ ...line, stroke: hue }} strokeWidth="2" />
      <polygon points={arrowHead(98, 50, 0, 5.5)} style={{ fill: hue }} />
      {stops.map((x, index) => (
        <polygon
          key={x}
          data-kept
          points={diamond(x, 5)}
          style={{ ...line, fill: index === 0 ? hue : "var(--bg)", stroke: hue }}
          strokeWidth="1.5"
        />
      ))}
    </>
  );
}

/**
 * Markets chosen: a grid of possible markets (tiles with a redacted name), a few taken as
 * targets (washed and edged in the hue), their lines running out between the tiles to one
 * arrow: the market entry.
 */
function Markets({ item, random }: { item: Case; random: Random }) {
  const size = 22;
  const step = 27;
  const top = 12;
  const chosen = new Set<number>();
  const targets = countFor(item, [2, 3]);
  while (chosen.size < targets) chosen.add(Math.floor(random() * 9));
  const tiles = Array.from({ length: 9 }, (_, index) => ({
    x: 4 + (index % 3) * step,
    y: top + Math.floor(index / 3) * step,
    chosen: chosen.has(index),
    name: r1(8 + random() * 6),
  }));
  return (
    <>
      {tiles.map(({ x, y, chosen, name }) => (
        <g key={`${x},${y}`} data-kept={chosen || undefined}>
          <rect
            x={x}
            y={y}
            width={size}
            height={size}
            rx="3"
            style={{
              ...line,
              fill: chosen ? wash(26) : "var(--bg)",
              stroke: chosen ? hue : "var(--border)",
            }}
            strokeWidth={chosen ? 2 : 1}
          />
          <rect
            x={x + 4}
            y={y + size - 8}
            width={name}
            height="3.2"
            rx="1.2"
            style={{ fill: chosen ? hue : muted }}
            opacity={chosen ? 0.9 : 0.45}
          />
          <rect
            x={x + 4}
            y={y + 5}
            width="5"
            height="5"
            rx="1"
            style={{ fill: chosen ? hue : muted }}
            opacity={chosen ? 0.9 : 0.3}
          />
        </g>
      ))}
      {/* Each target's line leaves by the gap under it (the last row's by the gap above). */}
      {tiles
        .filter((tile) => tile.chosen)
        .map(({ x, y }) => {
          const below = y + size < top + 3 * step - 5;
          const gap = below ? y + size + 2.5 : y - 2.5;
          const from = below ? y + size : y;
          return (
            <path
              key={`${x},${y}`}
              d={`M${x + size / 2} ${from}V${gap}H84C90 ${gap} 89 50 93 50`}
              style={{ ...line, stroke: hue }}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          );
        })}
      <polygon points={arrowHead(98.5, 50, 0, 5.5)} style={{ fill: hue }} />
    </>
  );
}

/**
 * Build, test, learn: a prototype (a screen with redacted lines and a button in the hue) in the
 * middle of a cycle of three steps, the arcs between them arrows; the step the sketch shows as
 * current is filled.
 */
function Loop({ random }: { random: Random }) {
  const start = [-90, -60, -120][Math.floor(random() * 3)]!;
  const current = Math.floor(random() * 3);
  const radius = 38;
  const point = (degrees: number) => ({
    x: r1(50 + radius * Math.cos((degrees * Math.PI) / 180)),
    y: r1(50 + radius * Math.sin((degrees * Math.PI) / 180)),
  });
  const steps = [0, 1, 2].map((index) => start + index * 120);
  /** The step's sign: a block (build), a tick (test), an eye (learn). */
  const sign = (index: number, x: number, y: number, colour: string): ReactNode =>
    [
      <rect
        key="build"
        x={x - 3}
        y={y - 3}
        width="6"
        height="6"
        rx="1"
        style={{ ...line, stroke: colour }}
        strokeWidth="1.5"
      />,
      <path
        key="test"
        d={`M${x - 3.2} ${y + 0.2}l2.2 2.3 4.2-4.6`}
        style={{ ...line, stroke: colour }}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />,
      <g key="learn">
        <path
          d={`M${x - 4} ${y}Q${x} ${y - 4.2} ${x + 4} ${y}Q${x} ${y + 4.2} ${x - 4} ${y}Z`}
          style={{ ...line, stroke: colour }}
          strokeWidth="1.4"
        />
        <circle cx={x} cy={y} r="1.2" style={{ fill: colour }} />
      </g>,
    ][index];
  return (
    <>
      {steps.map((degrees) => {
        const from = point(degrees + 17);
        const to = point(degrees + 120 - 19);
        const tip = point(degrees + 120 - 15);
        const tangent = ((degrees + 120 - 15 + 90) * Math.PI) / 180;
        return (
          <g key={degrees}>
            <path
              d={`M${from.x} ${from.y}A${radius} ${radius} 0 0 1 ${to.x} ${to.y}`}
              style={{ ...line, stroke: hue }}
              strokeWidth="2"
            />
            <polygon points={arrowHead(tip.x, tip.y, tangent, 5)} style={{ fill: hue }} />
          </g>
        );
      })}
      {steps.map((degrees, index) => {
        const { x, y } = point(degrees);
        const now = index === current;
        return (
          <g key={`step${degrees}`}>
            <circle
              cx={x}
              cy={y}
              r="8"
              style={{ ...line, fill: now ? hue : "var(--bg)", stroke: hue }}
              strokeWidth="2"
            />
            {sign(index, x, y, now ? "var(--bg)" : hue)}
          </g>
        );
      })}
      {/* The prototype: a small screen, its content redacted, one button in the hue. */}
      <rect
        data-kept
        x="35"
        y="37"
        width="30"
        height="26"
        rx="3"
        style={{ ...line, fill: "var(--bg)", stroke: muted }}
        strokeWidth="1.5"
      />
      <path d="M35 43H65" style={{ ...line, stroke: muted }} strokeWidth="1" opacity="0.6" />
      <rect x="39" y="46.5" width="17" height="3" rx="1.2" style={{ fill: muted }} opacity="0.5" />
      <rect x="39" y="51.5" width="12" height="3" rx="1.2" style={{ fill: muted }} opacity="0.5" />
      <rect x="50" y="56.5" width="11" height="3.5" rx="1.5" style={{ fill: hue }} />
    </>
  );
}

const drawings: Record<
  Exclude<SketchKind, "decision">,
  (props: { item: Case; random: Random }) => ReactNode
> = {
  positioning: Positioning,
  messages: Messages,
  funnel: Funnel,
  markets: Markets,
  loop: Loop,
};

/** How the focus points stand beside a drawing: on which side, and the mark before each. */
export const listOf: Record<
  Exclude<SketchKind, "decision">,
  { side: "left" | "right"; mark?: CSSProperties }
> = {
  // A legend: the dot in the hue is the client's new place.
  positioning: { side: "left", mark: { background: hue, borderRadius: "9999px" } },
  messages: { side: "right" },
  funnel: { side: "right", mark: { background: hue, transform: "rotate(45deg) scale(0.85)" } },
  markets: {
    side: "right",
    mark: { background: wash(26), border: `2px solid ${hue}`, borderRadius: "2px" },
  },
  loop: { side: "left" },
};

/** The drawing of a kind other than the decision, filling its area. */
export function SketchDrawing({
  item,
  kind,
}: {
  item: Case;
  kind: Exclude<SketchKind, "decision">;
}) {
  const Drawing = drawings[kind];
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid meet"
      className="absolute inset-0 size-full overflow-visible"
      data-drawing={kind}
    >
      <Drawing item={item} random={randomFor(item.slug, kind)} />
    </svg>
  );
}

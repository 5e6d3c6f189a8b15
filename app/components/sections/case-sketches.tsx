import type { ReactNode } from "react";
import type { Case, SketchKind } from "#app/content/cases";
import { hash, type Random, sequence } from "#app/components/ui/motif";

/**
 * The drawings of a case's sketch (./case-figure.tsx, and compact on its card on /cases), one
 * per kind of artefact the work produced (app/content/cases/sketch.ts). Each is a wide SVG of
 * 240 × 100 across its card, scaled without distortion; it holds no words and no figure: the
 * focus points stand under it as a real list. Where the case names what the work kept in its
 * own words (`sketchLabels`), the drawing draws that many core messages, milestones, target
 * markets or teams. Where a figure of the case counts a mark (its `drawn`: ideas, gates,
 * competitors, messages), it draws as many as the figure says, so picture and figure agree;
 * every other count avoids the numbers of the case's metrics, so it never seems to repeat one. Shapes that stand for words are grey redaction bars, abstract and unmeasured.
 * Colours: the brand's sea green, at most one element in the warm accent, and the theme's
 * variables, so light and dark both work; the sector is named in text, never shown by colour. Positions
 * follow from the slug: the same case always draws the same, cases differ.
 */

/** The drawing's frame: wide, so it spans its card. */
const frame = { width: 240, height: 100 } as const;

/** A small deterministic random sequence from the slug and the kind (the motifs' mulberry32). */
const randomFor = (slug: string, kind: SketchKind): Random => sequence(hash(`${kind}:${slug}`));

/** The numbers the page shows among the case's metrics ("24", "5–9": 5 and 9). */
const shownNumbers = (item: Case) =>
  new Set(item.metrics.flatMap((metric) => (metric.value.match(/\d+/gu) ?? []).map(Number)));

/** The first of `counts` that is none of the page's numbers (else the first). */
const countFor = (item: Case, counts: readonly number[]) =>
  counts.find((count) => !shownNumbers(item).has(count)) ?? counts[0]!;

/**
 * How many of the kept marks a drawing draws: as many as the case names in its own words
 * (`sketchLabels`, within what the drawing holds), else the first of `counts` no metric shows.
 */
const keptCount = (item: Case, counts: readonly number[], most: number) =>
  item.sketchLabels.length > 0
    ? Math.min(most, Math.max(2, item.sketchLabels.length))
    : countFor(item, counts);

export const r1 = (value: number) => Math.round(value * 10) / 10;

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
export function arrowHead(x: number, y: number, angle: number, size = 5) {
  const back = (side: number) => {
    const a = angle + Math.PI + side * 0.45;
    return `${r1(x + size * Math.cos(a))},${r1(y + size * Math.sin(a))}`;
  };
  return `${r1(x)},${r1(y)} ${back(1)} ${back(-1)}`;
}

/** A pointy-top hexagon of radius `r` round (x, y), as in the HexaCore diagram. */
export const hexagon = (x: number, y: number, r: number) =>
  [0, 1, 2, 3, 4, 5]
    .map((corner) => {
      const angle = (Math.PI / 3) * corner - Math.PI / 2;
      return `${r1(x + r * Math.cos(angle))},${r1(y + r * Math.sin(angle))}`;
    })
    .join(" ");

/** Sketches speak the brand: ink and sea green, one warm accent for the one element that matters. */
export const hue = "var(--primary)";
export const warm = "var(--accent)";
export const muted = "var(--muted)";
/** A surface lightly washed with the hue: a chosen tile, a halo. */
export const wash = (share: number) => `color-mix(in oklab, var(--primary) ${share}%, var(--bg))`;
/** Lines keep their width in px however large the drawing is. */
export const line = { vectorEffect: "non-scaling-stroke", fill: "none" } as const;

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

/** A mark's number, centred on (x, y), in the display face. */
function NumberText({ x, y, n, colour }: { x: number; y: number; n: number; colour: string }) {
  return (
    <text
      x={x}
      y={y}
      dy="0.35em"
      textAnchor="middle"
      fontSize="10"
      fontWeight="700"
      style={{ fill: colour, fontFamily: "var(--font-display)" }}
    >
      {n}
    </text>
  );
}

/**
 * The number of a kept mark, as its word under the drawing is numbered (./case-figure.tsx): a
 * disc in the hue with a ring of the paper round it, so it reads on a bar in the hue too.
 */
function NumberMark({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g data-number={n}>
      <circle cx={x} cy={y} r="7.8" style={{ fill: hue, stroke: "var(--bg)" }} strokeWidth="1.2" />
      <NumberText x={x} y={y} n={n} colour="var(--on-primary)" />
    </g>
  );
}

/**
 * Whether the `index`th labelled mark (`data-labelled`: app/content/cases/sketch.ts's
 * `labelledMarks`, one per word) carries its number: only where the case names it in words. */
const numberOf = (item: Case, numbered: boolean | undefined, index: number) =>
  numbered && index < item.sketchLabels.length ? index + 1 : undefined;

/** Grey dots a figure of the case may count (`data-counted`: competitors, ideas). */
function GreyDots({
  points,
  r,
  counted,
}: {
  points: readonly { x: number; y: number }[];
  r: number;
  counted: string;
}) {
  return points.map(({ x, y }) => (
    <circle
      key={`${x},${y}`}
      data-counted={counted}
      cx={x}
      cy={y}
      r={r}
      style={{ fill: muted }}
      opacity="0.55"
    />
  ));
}

type DrawingProps = { item: Case; random: Random; numbered?: boolean };

/**
 * A positioning map: crossing lines without scale or words, a crowd of competitors (grey dots)
 * in one field, the client (a ring in the hue) at its edge and an arrow to its new place (a dot
 * in the hue with a halo) in the open field opposite.
 */
function Positioning({ item, random }: DrawingProps) {
  const field = Math.floor(random() * 4);
  const crowd = { x: field % 2 ? 172 : 68, y: field < 2 ? 30 : 70 };
  const target = {
    x: r1(240 - crowd.x + (random() - 0.5) * 16),
    y: r1(100 - crowd.y + (random() - 0.5) * 8),
  };
  const competitors = scatter(
    random,
    item.sketchCounts.crowd ?? countFor(item, [9, 8, 10]),
    { x: crowd.x - 36, y: crowd.y - 20, w: 72, h: 40 },
    10,
  );
  // The client starts at the crowd's edge facing the open field.
  const towards = Math.atan2(target.y - crowd.y, target.x - crowd.x);
  const start = {
    x: r1(crowd.x + 44 * Math.cos(towards)),
    y: r1(crowd.y + 44 * Math.sin(towards)),
  };
  const end = {
    x: r1(target.x - 13 * Math.cos(towards)),
    y: r1(target.y - 13 * Math.sin(towards)),
  };
  const bend = random() < 0.5 ? 1 : -1;
  const control = {
    x: r1((start.x + end.x) / 2 + bend * 14 * Math.sin(towards)),
    y: r1((start.y + end.y) / 2 - bend * 14 * Math.cos(towards)),
  };
  const arrival = Math.atan2(end.y - control.y, end.x - control.x);
  return (
    <>
      <Guide d="M120 4V96M4 50H236" />
      <GreyDots points={competitors} r={4} counted="crowd" />
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
      <circle data-kept cx={target.x} cy={target.y} r="6.5" style={{ fill: warm }} />
    </>
  );
}

/**
 * Messages narrowed: many grey redacted lines on the left, some dropped (faint, no line), the
 * others running together into a few core messages, bars in the hue on the right.
 */
function Messages({ item, random, numbered }: DrawingProps) {
  const kept = keptCount(item, [3, 2, 4], 4);
  const count = item.sketchCounts.many ?? countFor(item, [10, 11, 9]);
  const rows = Array.from({ length: count }, (_, index) => ({
    y: r1(6 + (index * 88) / (count - 1)),
    width: r1(26 + random() * 36),
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
        const from = 4 + width + 3;
        return (
          <path
            key={y}
            d={`M${r1(from)} ${y}C${r1(from + 34)} ${y} ${140 - 34} ${to} 140 ${to}`}
            style={{ ...line, stroke: muted }}
            strokeWidth="1"
            opacity="0.55"
          />
        );
      })}
      {rows.map(({ y, width }, index) => (
        <rect
          key={y}
          data-counted="many"
          x="4"
          y={r1(y - 2.2)}
          width={width}
          height="4.4"
          rx="1.6"
          style={{ fill: muted }}
          opacity={dropped.has(index) ? 0.22 : 0.6}
        />
      ))}
      {cores.map((y, index) => {
        const n = numberOf(item, numbered, index);
        return (
          <g key={y} data-kept data-labelled>
            <rect x="144" y={r1(y - 4)} width="52" height="8" rx="2.4" style={{ fill: hue }} />
            <rect x="200" y={r1(y - 4)} width="34" height="8" rx="2.4" style={{ fill: hue }} />
            {n && <NumberMark x={144} y={y} n={n} />}
          </g>
        );
      })}
    </>
  );
}

/**
 * Ideas through gates onto a roadmap: many grey dots on the left, gates with narrowing openings
 * (two, or as many as a figure of the case counts), fewer dots between them, and after the last
 * gate a line in the hue with its milestones and an arrow onward. A figure of the case may count
 * the ideas too.
 */
function Funnel({ item, random, numbered }: DrawingProps) {
  const milestones = keptCount(item, [3, 2, 4], 4);
  const ideaCount = item.sketchCounts.ideas ?? countFor(item, [12, 11, 13]);
  // Closer together when a figure counts many, so they stay in the funnel's mouth.
  const ideas = scatter(random, ideaCount, { x: 6, y: 8, w: 48, h: 84 }, ideaCount > 16 ? 7 : 9);
  const passed = scatter(random, countFor(item, [4, 5]), { x: 78, y: 40, w: 20, h: 20 }, 7);
  // Each gate narrower than the one before: its opening from 20 to 8 either side of the middle.
  const gateCount = item.sketchCounts.gates ?? 2;
  const gates = Array.from({ length: gateCount }, (_, index) => {
    const share = index / (gateCount - 1);
    return { x: r1(66 + share * 48), open: r1(20 - share * 12), wall: r1(22 - share * 10) };
  });
  const stops = Array.from({ length: milestones }, (_, index) =>
    r1(140 + (index * 64) / Math.max(1, milestones - 1)),
  );
  const diamond = (x: number, size: number) =>
    `${x},${50 - size} ${x + size},50 ${x},${50 + size} ${x - size},50`;
  return (
    <>
      {/* The funnel's walls: wide at the first gate, narrow at the second. */}
      <Guide d="M64 4 L112 41M64 96 L112 59" />
      {gates.map(({ x, open, wall }) => (
        <path
          key={x}
          data-counted="gates"
          d={`M${x} ${r1(50 - open - wall)}V${50 - open}M${x} ${50 + open}V${r1(50 + open + wall)}`}
          style={{ ...line, stroke: muted }}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
      <GreyDots points={ideas} r={2.9} counted="ideas" />
      {passed.map(({ x, y }, index) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r="2.9"
          style={{ fill: index === 0 ? hue : muted }}
          opacity={index === 0 ? 1 : 0.7}
        />
      ))}
      <path d="M122 50H228" style={{ ...line, stroke: hue }} strokeWidth="2" />
      <polygon points={arrowHead(236, 50, 0, 6)} style={{ fill: hue }} />
      {stops.map((x, index) => {
        const n = numberOf(item, numbered, index);
        return (
          <g key={x} data-labelled>
            <polygon
              data-kept
              points={diamond(x, 5.5)}
              style={{
                ...line,
                fill: index === 0 ? warm : "var(--bg)",
                stroke: index === 0 ? warm : hue,
              }}
              strokeWidth="1.5"
            />
            {n && <NumberMark x={x} y={34} n={n} />}
          </g>
        );
      })}
    </>
  );
}

/**
 * Markets chosen: a grid of possible markets (empty tiles), a few taken as targets (washed and
 * edged in the hue, with a name's mark), their lines running out between the tiles to one
 * arrow: the market entry.
 */
function Markets({ item, random, numbered }: DrawingProps) {
  const size = 22;
  const step = 27;
  const top = 12;
  const columns = 6;
  const count = columns * 3;
  const chosen = new Set<number>();
  const targets = keptCount(item, [2, 3], 4);
  while (chosen.size < targets) chosen.add(Math.floor(random() * count));
  const tiles = Array.from({ length: count }, (_, index) => ({
    x: 4 + (index % columns) * step,
    y: top + Math.floor(index / columns) * step,
    chosen: chosen.has(index),
    // Drawn for every tile, though only a target shows it: the sketch's random sequence, and so
    // every case's drawing, stays as it was.
    name: r1(8 + random() * 6),
  }));
  const right = 4 + (columns - 1) * step + size;
  return (
    <>
      {tiles.map(({ x, y, chosen, name }) => (
        <g key={`${x},${y}`} data-kept={chosen || undefined} data-labelled={chosen || undefined}>
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
          {/* Only a target carries marks: grey bars in every tile read as a page still
              loading (round 26). */}
          {chosen && (
            <g style={{ fill: hue }} opacity={0.9}>
              <rect x={x + 4} y={y + size - 8} width={name} height="3.2" rx="1.2" />
              <rect x={x + 4} y={y + 5} width="5" height="5" rx="1" />
            </g>
          )}
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
              d={`M${x + size / 2} ${from}V${gap}H${right + 14}C${right + 30} ${gap} ${right + 26} 50 ${right + 42} 50H228`}
              style={{ ...line, stroke: hue }}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          );
        })}
      <polygon points={arrowHead(236, 50, 0, 6)} style={{ fill: hue }} />
      {tiles
        .filter((tile) => tile.chosen)
        .map(({ x, y }, index) => {
          const n = numberOf(item, numbered, index);
          return n && <NumberMark key={`${x},${y}`} x={x + size / 2} y={y + size / 2} n={n} />;
        })}
    </>
  );
}

/**
 * Build, test, learn: a prototype (a screen with redacted lines and a button in the hue) in the
 * middle of a cycle of steps round a wide oval, the arcs between them arrows; the step the
 * sketch shows as current is filled. Three steps with their signs (a block, a tick, an eye), or
 * as many as the case names in words, each numbered as its word (round 29: unnumbered steps
 * beside numbered marks on every other kind).
 */
function Loop({ item, random, numbered }: DrawingProps) {
  const start = [-90, -60, -120][Math.floor(random() * 3)]!;
  // Build, test, learn; or as many steps as the case names, each numbered as its word.
  const count = keptCount(item, [3], 4);
  const span = 360 / count;
  const current = Math.floor(random() * count);
  const oval = { x: 120, y: 50, rx: 92, ry: 38 };
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const point = (degrees: number) => ({
    x: r1(oval.x + oval.rx * Math.cos(rad(degrees))),
    y: r1(oval.y + oval.ry * Math.sin(rad(degrees))),
  });
  /** The angle, `side` degrees at a time, where the oval leaves a step's circle by `clear`. */
  const clearOf = (degrees: number, side: 1 | -1, clear: number) => {
    const at = point(degrees);
    let offset = 1;
    while (offset < 60) {
      const next = point(degrees + side * offset);
      if (Math.hypot(next.x - at.x, next.y - at.y) >= clear) break;
      offset += 1;
    }
    return degrees + side * offset;
  };
  const steps = Array.from({ length: count }, (_, index) => start + index * span);
  /** The step's sign: a block (build), a tick (test), an eye (learn). */
  const sign = (index: number, x: number, y: number, colour: string): ReactNode =>
    [
      <rect
        key="build"
        x={x - 3.5}
        y={y - 3.5}
        width="7"
        height="7"
        rx="1"
        style={{ ...line, stroke: colour }}
        strokeWidth="1.5"
      />,
      <path
        key="test"
        d={`M${x - 3.6} ${y + 0.2}l2.5 2.6 4.7-5.2`}
        style={{ ...line, stroke: colour }}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />,
      <g key="learn">
        <path
          d={`M${x - 4.5} ${y}Q${x} ${y - 4.8} ${x + 4.5} ${y}Q${x} ${y + 4.8} ${x - 4.5} ${y}Z`}
          style={{ ...line, stroke: colour }}
          strokeWidth="1.4"
        />
        <circle cx={x} cy={y} r="1.3" style={{ fill: colour }} />
      </g>,
    ][index];
  return (
    <>
      {steps.map((degrees) => {
        const from = point(clearOf(degrees, 1, 12));
        const tipAt = clearOf(degrees + span, -1, 11);
        const to = point(clearOf(degrees + span, -1, 15));
        const tip = point(tipAt);
        const t = rad(tipAt);
        const tangent = Math.atan2(oval.ry * Math.cos(t), -oval.rx * Math.sin(t));
        return (
          <g key={degrees}>
            <path
              d={`M${from.x} ${from.y}A${oval.rx} ${oval.ry} 0 0 1 ${to.x} ${to.y}`}
              style={{ ...line, stroke: hue }}
              strokeWidth="2"
            />
            <polygon points={arrowHead(tip.x, tip.y, tangent, 5.5)} style={{ fill: hue }} />
          </g>
        );
      })}
      {steps.map((degrees, index) => {
        const { x, y } = point(degrees);
        const now = index === current;
        const n = numberOf(item, numbered, index);
        const colour = now ? "var(--bg)" : hue;
        return (
          <g key={`step${degrees}`} data-labelled data-number={n}>
            <circle
              cx={x}
              cy={y}
              r="9"
              style={{ ...line, fill: now ? warm : "var(--bg)", stroke: now ? warm : hue }}
              strokeWidth="2"
            />
            {n ? <NumberText x={x} y={y} n={n} colour={colour} /> : sign(index, x, y, colour)}
          </g>
        );
      })}
      {/* The prototype: a small screen, its content redacted, one button in the hue. */}
      <rect
        data-kept
        x="96"
        y="33"
        width="48"
        height="34"
        rx="3"
        style={{ ...line, fill: "var(--bg)", stroke: muted }}
        strokeWidth="1.5"
      />
      <path d="M96 40H144" style={{ ...line, stroke: muted }} strokeWidth="1" opacity="0.6" />
      {/* Two lines of the prototype's text, only hinted. */}
      {[
        [44.5, 28],
        [50.5, 20],
      ].map(([y, width]) => (
        <rect
          key={y}
          x="101"
          y={y}
          width={width}
          height="3.2"
          rx="1.2"
          style={{ fill: muted }}
          opacity="0.5"
        />
      ))}
      <rect x="126" y="58" width="14" height="4" rx="1.5" style={{ fill: hue }} />
    </>
  );
}

/** Where the three options branch, top to bottom. */
const branches = [20, 50, 80] as const;

/**
 * The path to a decision: one line per focus point from the left, gathered by a bracket into
 * one decision node, the hexagon of HexaCore; from it three options branch off, one taken
 * (solid, in the hue) and leading to the result, the others dropped (dashed, ending in a stop).
 * What the options were is confidential: their names are grey redaction bars above their lines.
 */
function Decision({ item, random }: DrawingProps) {
  const inputs = Math.max(2, item.badges.length);
  const taken = Math.floor(random() * branches.length);
  const ys = Array.from({ length: inputs }, (_, index) => r1(16 + (index * 68) / (inputs - 1)));
  const decision = { x: 62, y: 50 };
  const option = 104;
  const result = 222;
  const options = branches.map((y, index) => ({
    y,
    taken: index === taken,
    end: index === taken ? result - 12 : r1(option + 44 + random() * 40),
  }));
  const chosen = options[taken]!;
  return (
    <>
      {ys.map((y) => (
        <g key={y}>
          <circle cx="6" cy={y} r="3" style={{ fill: hue }} />
          <path d={`M10 ${y}H34`} style={{ ...line, stroke: hue }} strokeWidth="2" />
        </g>
      ))}
      <path
        d={`M34 ${ys[0]}V${ys[ys.length - 1]}M34 50H${decision.x - 11}`}
        style={{ ...line, stroke: hue }}
        strokeWidth="2"
      />
      {options.map(({ y, taken: isTaken, end }) => (
        <g key={y}>
          <path
            d={`M${decision.x + 10} 50C${decision.x + 26} 50 ${option - 16} ${y} ${option} ${y}H${end}`}
            style={{ ...line, stroke: isTaken ? hue : muted }}
            strokeWidth={isTaken ? 2 : 1.5}
            strokeDasharray={isTaken ? undefined : "4 3"}
            opacity={isTaken ? 1 : 0.7}
          />
          {/* The option's name, redacted: bars like blacked-out words above its line. */}
          <rect
            x={option + 6}
            y={y - 9}
            width={r1((end - option - 14) * (isTaken ? 0.55 : 0.8))}
            height="4"
            rx="1.5"
            style={{ fill: muted }}
            opacity={isTaken ? 0.8 : 0.45}
          />
          {isTaken && (
            <rect
              x={r1(option + 10 + (end - option - 14) * 0.55)}
              y={y - 9}
              width={r1((end - option - 14) * 0.3)}
              height="4"
              rx="1.5"
              style={{ fill: muted }}
              opacity="0.8"
            />
          )}
          {isTaken ? (
            <circle cx={option} cy={y} r="3.2" style={{ fill: hue }} />
          ) : (
            <path
              d={`M${end} ${y - 5}V${y + 5}`}
              style={{ ...line, stroke: muted }}
              strokeWidth="2"
              opacity="0.7"
            />
          )}
        </g>
      ))}
      <polygon
        points={hexagon(decision.x, decision.y, 11)}
        style={{ ...line, fill: "var(--bg)", stroke: hue }}
        strokeWidth="2"
      />
      <g data-kept>
        <polygon points={hexagon(result, chosen.y, 12)} style={{ fill: warm }} />
        <path
          d={`M${result - 4.5} ${chosen.y + 0.5}l3.2 3.2 6-6.6`}
          style={{ ...line, stroke: "var(--bg)" }}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </>
  );
}

/**
 * A shared basis: a few teams (rings of grey people) round the edge, each with its own
 * redacted requirements, joined by lines in the hue to one prioritised list in the middle:
 * its entries are what the drawing keeps, the first in the accent.
 */
function Alignment({ item, random, numbered }: DrawingProps) {
  const teams = keptCount(item, [4, 3, 5], 5);
  const card = { x: 96, y: 16, w: 48, h: 68 };
  // Teams alternate left and right of the list, spread over the height.
  const seats = Array.from({ length: teams }, (_, index) => {
    const left = index % 2 === 0;
    const row = Math.floor(index / 2);
    const rows = Math.max(1, left ? Math.ceil(teams / 2) : Math.floor(teams / 2));
    const y = rows === 1 ? 50 : 20 + (row * 60) / (rows - 1);
    return {
      left,
      x: r1((left ? 36 : 204) + (random() - 0.5) * 16),
      y: r1(y + (random() - 0.5) * 8),
    };
  });
  const priorities = [40, 34, 28, 22, 16].slice(0, countFor(item, [5, 4]));
  return (
    <>
      {seats.map(({ left, x, y }) => {
        const edge = left ? card.x : card.x + card.w;
        const from = left ? x + 15 : x - 15;
        const to = r1(Math.min(card.y + card.h - 8, Math.max(card.y + 8, 50 + (y - 50) * 0.5)));
        return (
          <path
            key={`${x},${y}`}
            d={`M${r1(from)} ${y}C${r1((from + edge) / 2)} ${y} ${r1((from + edge) / 2)} ${to} ${edge} ${to}`}
            style={{ ...line, stroke: hue }}
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        );
      })}
      {seats.map(({ x, y }, index) => {
        const n = numberOf(item, numbered, index);
        return (
          <g key={`${x},${y}`} data-labelled>
            <circle
              cx={x}
              cy={y}
              r="13"
              style={{ ...line, stroke: muted }}
              strokeWidth="1"
              opacity="0.7"
            />
            {[-5, 0, 5].map((dx, index) => (
              <circle
                key={dx}
                cx={x + dx}
                cy={y + (index === 1 ? -3.5 : 2)}
                r="2.6"
                style={{ fill: muted }}
                opacity="0.6"
              />
            ))}
            <rect
              x={x - 12}
              y={y + 17}
              width={r1(14 + random() * 10)}
              height="3.6"
              rx="1.4"
              style={{ fill: muted }}
              opacity="0.45"
            />
            {n && <NumberMark x={x + 10} y={y - 10} n={n} />}
          </g>
        );
      })}
      <rect
        x={card.x}
        y={card.y}
        width={card.w}
        height={card.h}
        rx="4"
        style={{ ...line, fill: "var(--bg)", stroke: hue }}
        strokeWidth="2"
      />
      {priorities.map((width, index) => (
        <rect
          key={width}
          data-kept
          x={card.x + 4}
          y={card.y + 8 + index * 12}
          width={width}
          height="6"
          rx="2"
          style={{ fill: index === 0 ? warm : hue }}
          opacity={index === 0 ? 1 : 1 - index * 0.15}
        />
      ))}
    </>
  );
}

const drawings: Record<SketchKind, (props: DrawingProps) => ReactNode> = {
  positioning: Positioning,
  messages: Messages,
  funnel: Funnel,
  markets: Markets,
  loop: Loop,
  decision: Decision,
  alignment: Alignment,
};

/** The drawing of a case's kind, across the width of its area (wide, never distorted). */
export function SketchDrawing({
  item,
  numbered,
  className,
}: {
  item: Case;
  /** Numbers on the marks the case names in words (its page, where the words stand under it). */
  numbered?: boolean;
  className?: string;
}) {
  const kind = item.sketch;
  const Drawing = drawings[kind];
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      preserveAspectRatio="xMidYMid meet"
      className={`block h-auto w-full overflow-visible ${className ?? ""}`}
      data-drawing={kind}
      aria-hidden="true"
      focusable="false"
    >
      <Drawing item={item} random={randomFor(item.slug, kind)} numbered={numbered} />
    </svg>
  );
}

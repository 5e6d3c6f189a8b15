import type { ReactNode } from "react";

/**
 * The site's art direction in place of stock photos: an abstract SVG
 * composition rendered at build time from a piece of content's own data.
 * `family` (a service, a page) picks the kind of composition, so
 * related items look related; `seed` (a slug) varies it, so no two are alike.
 * Deterministic: the same data always draws the same picture. Colours are the
 * theme's aurora tokens (app/app.css), so it works in light and dark.
 */

/** FNV-1a: a stable number from a string. */
export function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** mulberry32: a small deterministic random sequence. */
export function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/**
 * Where a dot is whole in every frame the motif fills: cropped to 8:3 (a case card) or to
 * a square, the 400×300 picture still shows this middle. Rings and rays may run past a
 * frame's edge; a dot cut in half looks like a mistake.
 */
const safe = { left: 60, right: 340, top: 100, bottom: 200 };
const insideSafe = (x: number, y: number, r: number) =>
  x - r >= safe.left && x + r <= safe.right && y - r >= safe.top && y + r <= safe.bottom;
const hues = ["var(--aurora-1)", "var(--aurora-2)", "var(--aurora-3)"] as const;
const round = (value: number) => Math.round(value * 10) / 10;

/** Soft bands like the northern lights. */
function bands(random: Random, hue: (index: number) => string): ReactNode[] {
  return Array.from({ length: 3 + Math.floor(random() * 3) }, (_, index) => {
    const y = 60 + index * 45 + random() * 30;
    const lift = 40 + random() * 70;
    const d = `M-20 ${round(y + lift)} C ${round(90 + random() * 60)} ${round(y - lift)}, ${round(240 + random() * 60)} ${round(y + lift)}, 420 ${round(y - random() * 40)} L420 320 L-20 320 Z`;
    return <path key={index} d={d} style={{ fill: hue(index) }} opacity={0.16 + index * 0.06} />;
  });
}

/** Orbits with a few bodies on them; `line` colours the rings. */
function orbits(
  random: Random,
  hue: (index: number) => string,
  line: (index: number) => string = hue,
): ReactNode[] {
  const cx = 120 + random() * 160;
  const cy = 110 + random() * 80;
  return Array.from({ length: 4 + Math.floor(random() * 2) }, (_, index) => {
    const r = 30 + index * 34;
    const start = random() * Math.PI * 2;
    const size = round(5 + random() * 7);
    // The body goes to the first of twelve places round its orbit that is inside the safe area.
    const angle = Array.from({ length: 12 }, (_, step) => start + (step * Math.PI) / 6).find((a) =>
      insideSafe(cx + r * Math.cos(a), cy + r * Math.sin(a), size),
    );
    return (
      <g key={index}>
        <circle
          cx={round(cx)}
          cy={round(cy)}
          r={r}
          fill="none"
          style={{ stroke: line(index) }}
          strokeWidth="1.5"
          opacity="0.5"
        />
        {angle !== undefined && (
          <circle
            cx={round(cx + r * Math.cos(angle))}
            cy={round(cy + r * Math.sin(angle))}
            r={size}
            style={{ fill: hue(index + 1) }}
          />
        )}
      </g>
    );
  });
}

/** A hexagon lattice with some cells lit: the HexaCore motif. */
function lattice(random: Random, hue: (index: number) => string): ReactNode[] {
  const size = 26;
  const cells: ReactNode[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 10; col++) {
      const x = col * size * 1.732 + (row % 2) * size * 0.866 - 10;
      const y = row * size * 1.5 - 10;
      const points = Array.from({ length: 6 }, (_, corner) => {
        const a = (Math.PI / 3) * corner + Math.PI / 6;
        return `${round(x + (size - 3) * Math.cos(a))},${round(y + (size - 3) * Math.sin(a))}`;
      }).join(" ");
      const lit = random();
      cells.push(
        <polygon
          key={`${row}-${col}`}
          points={points}
          style={lit > 0.78 ? { fill: hue(row + col) } : { stroke: hue(0) }}
          fill="none"
          strokeWidth="1"
          opacity={lit > 0.78 ? 0.2 + lit * 0.5 : 0.25}
        />,
      );
    }
  }
  return cells;
}

/** Rising bars, like growth over time. */
function bars(random: Random, hue: (index: number) => string): ReactNode[] {
  const count = 9 + Math.floor(random() * 5);
  const width = 400 / count;
  let height = 40 + random() * 40;
  return Array.from({ length: count }, (_, index) => {
    height = Math.min(270, height + (random() - 0.25) * 45);
    return (
      <rect
        key={index}
        x={round(index * width + 4)}
        y={round(300 - height)}
        width={round(width - 8)}
        height={round(height)}
        rx="6"
        style={{ fill: hue(index % 3 === 2 ? 2 : index % 2) }}
        opacity={round(0.25 + (index / count) * 0.6)}
      />
    );
  });
}

/** Rays from a corner, like a decision fanning out into options. */
function rays(random: Random, hue: (index: number) => string): ReactNode[] {
  const ox = random() < 0.5 ? 0 : 400;
  const count = 7 + Math.floor(random() * 5);
  return Array.from({ length: count }, (_, index) => {
    const angle = (Math.PI / 2) * (index / (count - 1));
    const length = 220 + random() * 160;
    const size = round(4 + random() * 6);
    // The node sits at the ray's end, or where the ray last runs through the safe area.
    const at = (t: number) => ({
      x: ox === 0 ? t * Math.cos(angle) : 400 - t * Math.cos(angle),
      y: 300 - t * Math.sin(angle),
    });
    const { x, y } = at(length);
    const node = Array.from({ length: 40 }, (_, step) => at(length * (1 - step / 40))).find(
      (point) => insideSafe(point.x, point.y, size),
    );
    return (
      <g key={index}>
        <line
          x1={ox}
          y1="300"
          x2={round(x)}
          y2={round(y)}
          style={{ stroke: hue(index) }}
          strokeWidth="2"
          opacity="0.45"
        />
        {node && (
          <circle cx={round(node.x)} cy={round(node.y)} r={size} style={{ fill: hue(index + 1) }} />
        )}
      </g>
    );
  });
}

const compositions = [bands, orbits, lattice, bars, rays] as const;

export function Motif({
  family,
  seed = family,
  whole = false,
  brand = false,
  className = "",
}: {
  /** Shown on its own, not filling a frame: the viewBox holds every ring and ray whole. */
  whole?: boolean;
  /**
   * In the site's colour: rings and bodies in the first aurora hue (the brand's sea green),
   * one body in the warm hue. For a motif standing alone (the 404), not a wash of violet and orange.
   */
  brand?: boolean;
  /** What kind of picture: items of one family share a composition. */
  family: string;
  /** What makes this one different, e.g. a slug. */
  seed?: string;
  className?: string;
}) {
  const compose = compositions[hash(family) % compositions.length]!;
  const random = sequence(hash(seed));
  const offset = hash(seed) % hues.length;
  const hue = (index: number) => hues[(index + offset) % hues.length]!;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={whole ? "-70 -90 540 480" : "0 0 400 300"}
      preserveAspectRatio={whole ? "xMidYMid meet" : "xMidYMid slice"}
      className={className}
    >
      {brand
        ? compose(
            random,
            (index) => (index === 2 ? hues[2] : hues[0]),
            () => hues[0],
          )
        : compose(random, hue, hue)}
    </svg>
  );
}

import { hash, sequence } from "#app/components/ui/motif";
import { hue, line, muted, r1, warm } from "#app/components/sections/case-sketches";

/** Where a smooth step from 0 to 1 stands at `t` between `from` and `to`. */
const ease = (t: number, from: number, to: number) => {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
};

/**
 * The points of a triangular lattice across a band, each moved off its place the more the further
 * left it stands: scattered at the left, in order at the right. Where the order is whole, every
 * third point is a hexagon's centre (`centre`): the others are its corners.
 */
function points(width: number, rows: number, gap: number, settle: readonly [number, number]) {
  const random = sequence(hash(`signature:${width}`));
  const rowHeight = gap * 0.866;
  const height = 16 + (rows - 1) * rowHeight;
  const columns = Math.floor((width - 12) / gap);
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => {
      const home = { x: 6 + column * gap + (row % 2) * (gap / 2), y: 8 + row * rowHeight };
      const order = ease(home.x / width, ...settle);
      const loose = { x: home.x + (random() - 0.5) * gap * 2.4, y: 4 + random() * (height - 8) };
      // Chaos is sparser: at the left only about half the places hold a dot.
      const shown = random() < 0.5 + order / 2;
      const centre = (((column - Math.floor(row / 2) - row) % 3) + 3) % 3 === 0;
      return {
        // Whole dots only: none cut at the band's edges.
        x: r1(Math.min(Math.max(home.x + (loose.x - home.x) * (1 - order), 4), width - 4)),
        y: r1(home.y + (loose.y - home.y) * (1 - order)),
        order,
        shown,
        centre,
        key: `${row}:${column}`,
      };
    }),
  );
}

type Dot = ReturnType<typeof points>[number][number];

/** The lattice's neighbours of a point to its right and below (each edge once). */
const neighbours = (grid: Dot[][], row: number, column: number) => [
  grid[row]![column + 1],
  grid[row + 1]?.[column],
  grid[row + 1]?.[column + (row % 2 ? 1 : -1)],
];

function Band({
  width,
  rows,
  gap,
  settle,
}: {
  width: number;
  rows: number;
  gap: number;
  /** Where along the band (0 to 1) the dots start to settle, and where they are in order. */
  settle: readonly [number, number];
}) {
  const grid = points(width, rows, gap, settle);
  const height = r1(16 + (rows - 1) * gap * 0.866);
  const whole = (dot: Dot | undefined): dot is Dot => Boolean(dot && dot.order > 0.97);
  // Where the order is whole, the corners join into hexagons; their centres stay empty but one,
  // the core, in the warm accent.
  const edges = grid.flatMap((row, index) =>
    row.flatMap((dot, column) =>
      whole(dot) && !dot.centre
        ? neighbours(grid, index, column)
            .filter((other) => whole(other) && !other.centre)
            .map((other) => ({ from: dot, to: other! }))
        : [],
    ),
  );
  // The core: a centre one hexagon in from the right edge, where the band has two.
  const centres = grid[Math.floor(rows / 2)]!.filter((dot) => whole(dot) && dot.centre);
  const core = centres.at(-2) ?? centres.at(-1);
  const dots = grid.flat().filter((dot) => dot.shown && !(whole(dot) && dot.centre));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      {edges.map(({ from, to }) => (
        <path
          key={`${from.key}-${to.key}`}
          d={`M${from.x} ${from.y}L${to.x} ${to.y}`}
          style={{ ...line, stroke: hue }}
          strokeWidth="1.25"
          opacity="0.55"
        />
      ))}
      {dots.map((dot) => (
        <circle
          key={dot.key}
          cx={dot.x}
          cy={dot.y}
          r="2.6"
          style={{ fill: dot.order > 0.5 ? hue : muted }}
          opacity={r1(0.35 + dot.order * 0.6)}
        />
      ))}
      {core && <circle cx={core.x} cy={core.y} r="4.5" style={{ fill: warm }} />}
    </svg>
  );
}

/**
 * Home's signature under its hero (round 34: "a chaos → pattern drawing"): the headline's
 * promise drawn, dots in no order at the left settling into a hexagonal lattice at the right,
 * HexaCore's shape, one dot in the warm accent where the pattern is whole. Decoration, drawn at
 * build time; a narrower band on phones, settling sooner, so it shows three hexagons and more.
 */
export function Signature() {
  return (
    <div data-signature className="mx-auto max-w-6xl px-4 pb-6 sm:px-6 sm:pb-10">
      <div className="sm:hidden">
        <Band width={360} rows={4} gap={18} settle={[0.1, 0.5]} />
      </div>
      <div className="max-sm:hidden">
        <Band width={1104} rows={6} gap={30} settle={[0.2, 0.7]} />
      </div>
    </div>
  );
}

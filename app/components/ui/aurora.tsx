import { useId } from "react";
import { hash, sequence } from "./motif";

/** The picture's frame: wide and flat, cropped from the middle on narrow screens. */
const width = 1200;
const height = 200;

/** In the picture's own units: a thick stroke's filter would be cut at its path's box. */
const filterRegion = {
  filterUnits: "userSpaceOnUse",
  x: -20,
  y: 0,
  width: width + 40,
  height,
} as const;

type Point = readonly [number, number];

/**
 * A curtain's lower edge (its hem), left to right: two soft bends (a cubic curve and its
 * smooth continuation) whose heights follow the seed, within `[top, top + range]`.
 */
function hem(random: () => number, top: number, range: number): Point[] {
  // Each point's share of the range: low, high, low, middle, high, low again, so the
  // curtain folds like a drape instead of running flat.
  const y = (from: number, to: number) => Math.round(top + range * (from + random() * (to - from)));
  const middle = Math.round(width * (0.4 + random() * 0.2));
  return [
    [-20, y(0.6, 1)],
    [Math.round(middle * 0.4), y(0, 0.2)],
    [Math.round(middle * 0.75), y(0.8, 1)],
    [middle, y(0.35, 0.65)],
    [Math.round(width * 0.85), y(0, 0.25)],
    [width + 20, y(0.5, 0.9)],
  ];
}

const xy = ([x, y]: Point) => `${x} ${y}`;

/** The hem as an open line. */
function line([start, c1, c2, middle, c3, end]: Point[]) {
  return `M${xy(start!)} C ${xy(c1!)}, ${xy(c2!)}, ${xy(middle!)} S ${xy(c3!)}, ${xy(end!)}`;
}

/**
 * The curtain: the hem, then the same line raised by `rise` and drawn back from right to
 * left (the smooth join's hidden control point mirrored), closed.
 */
function curtain(points: Point[], rise: number) {
  const [start, c1, c2, middle, c3, end] = points.map(([x, y]) => [x, y - rise] as const);
  const mirrored: Point = [2 * middle![0] - c2![0], 2 * middle![1] - c2![1]];
  return `${line(points)} L ${xy(end!)} C ${xy(c3!)}, ${xy(mirrored)}, ${xy(middle!)} S ${xy(c1!)}, ${xy(start!)} Z`;
}

/**
 * The name's picture: a northern light over the closing band, in the brand's sea green. A
 * curtain of light whose rays come from stretched noise (feTurbulence), brightest at its hem
 * and fading upwards. `seed` (the page's closing title) bends it, so every page's differs.
 * Static, drawn by the browser from a few hundred bytes; decorative (`aria-hidden`). Its
 * place (the band's top, behind the heading's first line at most) keeps the running text on
 * the plain band: a large heading keeps 3:1 over the brightest ray.
 */
export function Aurora({ seed, className = "" }: { seed: string; className?: string }) {
  const id = useId();
  const random = sequence(hash(seed));
  const front = hem(random, 80, 100);
  const back = hem(random, 60, 70);
  const swell = Array.from({ length: 6 }, (_, index) =>
    index === 0 || index === 5 ? 0.25 : +(0.35 + random() * 0.65).toFixed(2),
  );
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMin slice"
      className={`pointer-events-none print:hidden ${className}`}
    >
      <defs>
        <linearGradient id={`${id}-fade`} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#5fcab5" stopOpacity="0" />
          <stop offset="0.12" stopColor="#5fcab5" stopOpacity="0.9" />
          <stop offset="0.45" stopColor="#2ea593" stopOpacity="0.45" />
          <stop offset="1" stopColor="#2ea593" stopOpacity="0" />
        </linearGradient>
        {/* Brighter and fainter stretches along the curtain, as a real one has. */}
        <linearGradient id={`${id}-swell`}>
          {swell.map((opacity, index) => (
            <stop
              key={index}
              offset={index / (swell.length - 1)}
              stopColor="#fff"
              stopOpacity={opacity}
            />
          ))}
        </linearGradient>
        <mask id={`${id}-mask`}>
          <rect width={width} height={height} fill={`url(#${id}-swell)`} />
        </mask>
        {/* Rays: noise stretched upwards, its brighter part as the curtain's alpha. */}
        <filter id={`${id}-rays`} {...filterRegion}>
          <feTurbulence
            type="fractalNoise"
            baseFrequency="0.02 0.0015"
            numOctaves={2}
            seed={hash(seed) % 100}
            result="noise"
          />
          <feColorMatrix
            in="noise"
            type="matrix"
            values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.6 -0.35"
            result="streaks"
          />
          <feComposite in="SourceGraphic" in2="streaks" operator="in" result="curtain" />
          <feGaussianBlur in="curtain" stdDeviation="2.5 8" />
        </filter>
        <filter id={`${id}-glow`} {...filterRegion}>
          <feGaussianBlur stdDeviation="3 10" />
        </filter>
      </defs>
      <g opacity="0.85" mask={`url(#${id}-mask)`}>
        <path
          d={curtain(back, 90)}
          fill={`url(#${id}-fade)`}
          filter={`url(#${id}-rays)`}
          opacity="0.45"
        />
        <path d={curtain(front, 110)} fill={`url(#${id}-fade)`} filter={`url(#${id}-rays)`} />
        {/* The hem: the brightest rays, following the curtain's fold. */}
        <path
          d={line(front)}
          transform="translate(0 -16)"
          fill="none"
          stroke="#5fcab5"
          strokeWidth="36"
          filter={`url(#${id}-rays)`}
          opacity="0.8"
        />
        <path
          d={line(front)}
          fill="none"
          stroke="#5fcab5"
          strokeWidth="10"
          filter={`url(#${id}-glow)`}
          opacity="0.5"
        />
      </g>
    </svg>
  );
}

/** Centres of the six nodes on a pointy-top hexagon, clockwise from the top, in % of the box. */
const points = [
  [50, 11],
  [84, 30.5],
  [84, 69.5],
  [50, 89],
  [16, 69.5],
  [16, 30.5],
] as const;

const outline = points.map(([x, y]) => `${x},${y}`).join(" ");

/**
 * The HexaCore cycle: six factors as a real ordered list, laid out on a
 * hexagon. The hexagon lines are decoration; the text stays text, so it is
 * readable, translatable and searchable, and works without CSS.
 */
export function HexacoreDiagram({
  nodes,
  label,
  center,
  caption,
}: {
  /** Exactly six factor names, clockwise from the top. */
  nodes: readonly string[];
  /** Accessible name of the list. */
  label: string;
  /** Word in the middle (decorative, e.g. "HexaCore"). */
  center: string;
  /** Small line under the centre word. */
  caption?: string;
}) {
  return (
    // The hexagon keeps off its column's edges at every width: the side nodes' labels overhang
    // its corners by half their width ("Visualisierung" touched a phone's edge and ran past the
    // content's edge at 1440 px); on phones with a wider margin, so no pill meets the edge.
    <div className="relative mx-auto aspect-square w-[80%] max-w-[26rem] sm:w-[88%]">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 100 100"
        className="absolute inset-0 size-full text-primary"
      >
        <polygon points={outline} className="fill-surface" />
        {points.map(([x, y]) => (
          <line
            key={`${x}-${y}`}
            x1="50"
            y1="50"
            x2={x}
            y2={y}
            stroke="currentColor"
            strokeOpacity="0.25"
            strokeWidth="0.4"
            strokeDasharray="1.5 1.5"
          />
        ))}
        <polygon
          points={outline}
          fill="none"
          stroke="currentColor"
          strokeWidth="0.8"
          strokeLinejoin="round"
        />
      </svg>
      <div
        aria-hidden="true"
        // A card like the nodes' pills, so the dashed spokes end at its edge instead of crossing
        // the words; the caption in one line (round 21: "7±2 Faktoren pro / Ebene" at 360 px).
        className="absolute left-1/2 top-1/2 flex -translate-x-1/2 -translate-y-1/2 flex-col items-center whitespace-nowrap rounded-2xl border border-border bg-bg px-3 py-1.5 text-center shadow-sm"
      >
        <span className="font-display text-lg font-semibold text-primary sm:text-2xl">
          {center}
        </span>
        {caption && <span className="text-xs text-muted sm:text-sm">{caption}</span>}
      </div>
      <ol aria-label={label}>
        {nodes.map((node, index) => {
          const [x, y] = points[index % points.length]!;
          return (
            <li
              key={node}
              style={{ left: `${x}%`, top: `${y}%` }}
              className="absolute flex -translate-x-1/2 -translate-y-1/2 items-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-bg py-1 pl-1 pr-3 text-xs font-semibold shadow-sm max-[359px]:pr-2 max-[359px]:text-[0.6875rem] sm:gap-2 sm:pr-4 sm:text-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-6 items-center justify-center rounded-full bg-primary font-display text-xs tabular-nums text-on-primary sm:size-7"
              >
                {index + 1}
              </span>
              {node}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

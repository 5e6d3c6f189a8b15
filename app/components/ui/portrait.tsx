import { portraitImage } from "#app/content/images";
import { site } from "#app/content/site";
import { Picture } from "./picture";

/** "Jonas Petersen" → "JP". */
const initials = site.founder.fullName
  .split(/\s+/)
  .map((part) => part.charAt(0))
  .join("")
  .slice(0, 2);

/** Same 5 : 6 shape as a real portrait (docs/content.md), so swapping in a photo moves nothing. */
const size = { width: 640, height: 768 };

const rings = [
  { r: 220, stroke: "var(--aurora-1)", width: 2, opacity: 0.5 },
  { r: 250, stroke: "var(--aurora-2)", width: 1, opacity: 0.35 },
];

/** Initials large, then name and role, in the brand's faces and theme colours. */
const lines = [
  {
    text: initials,
    y: 330,
    dy: "0.35em",
    size: 220,
    weight: 600,
    font: "font-display",
    fill: "var(--primary)",
  },
  {
    text: site.founder.fullName,
    y: 660,
    dy: 0,
    size: 40,
    weight: 600,
    font: "font-display",
    fill: "var(--fg)",
  },
  {
    text: site.founder.role,
    y: 708,
    dy: 0,
    size: 26,
    weight: 400,
    font: "font-sans",
    fill: "var(--muted)",
  },
];

/**
 * The founder: the photo once `site.founder.portrait` names one, until then an honest
 * monogram (initials, name and role in the brand's type and colours) instead
 * of a stand-in figure. Drawn inline so it follows the theme.
 */
export function Portrait({
  alt,
  priority = false,
  className = "",
}: {
  alt: string;
  /** Above the fold: load a photo at once. */
  priority?: boolean;
  className?: string;
}) {
  if (portraitImage) {
    return (
      <Picture
        image={portraitImage}
        alt={alt}
        sizes="(min-width: 768px) 28rem, 20rem"
        priority={priority}
        className={className}
      />
    );
  }
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width}
      height={size.height}
      className={`h-auto bg-surface-strong ${className}`}
    >
      {rings.map((ring) => (
        <circle
          key={ring.r}
          cx="320"
          cy="330"
          r={ring.r}
          fill="none"
          style={{ stroke: ring.stroke }}
          strokeWidth={ring.width}
          opacity={ring.opacity}
        />
      ))}
      <path
        d="M40 640 C 200 560, 420 700, 600 600"
        fill="none"
        style={{ stroke: "var(--aurora-3)" }}
        strokeWidth="2"
        opacity="0.5"
      />
      {lines.map((line) => (
        <text
          key={line.text}
          x="320"
          y={line.y}
          dy={line.dy}
          textAnchor="middle"
          className={line.font}
          style={{ fill: line.fill }}
          fontSize={line.size}
          fontWeight={line.weight}
        >
          {line.text}
        </text>
      ))}
    </svg>
  );
}

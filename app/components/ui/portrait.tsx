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

/**
 * The founder: the photo once `portraitImage` names one, until then an honest
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
    return <Picture image={portraitImage} alt={alt} priority={priority} className={className} />;
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
      <circle
        cx="320"
        cy="330"
        r="220"
        fill="none"
        style={{ stroke: "var(--aurora-1)" }}
        strokeWidth="2"
        opacity="0.5"
      />
      <circle
        cx="320"
        cy="330"
        r="250"
        fill="none"
        style={{ stroke: "var(--aurora-2)" }}
        strokeWidth="1"
        opacity="0.35"
      />
      <path
        d="M40 640 C 200 560, 420 700, 600 600"
        fill="none"
        style={{ stroke: "var(--aurora-3)" }}
        strokeWidth="2"
        opacity="0.5"
      />
      <text
        x="320"
        y="330"
        dy="0.35em"
        textAnchor="middle"
        className="font-display"
        style={{ fill: "var(--primary)" }}
        fontSize="220"
        fontWeight="600"
      >
        {initials}
      </text>
      <text
        x="320"
        y="660"
        textAnchor="middle"
        className="font-display"
        style={{ fill: "var(--fg)" }}
        fontSize="40"
        fontWeight="600"
      >
        {site.founder.fullName}
      </text>
      <text
        x="320"
        y="708"
        textAnchor="middle"
        className="font-sans"
        style={{ fill: "var(--muted)" }}
        fontSize="26"
      >
        {site.founder.role}
      </text>
    </svg>
  );
}

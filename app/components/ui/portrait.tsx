import { portraitImage } from "#app/content/images";
import { sampleLabels } from "#app/content/sample-notice";
import { site } from "#app/content/site";
import { Camera } from "lucide-react";
import { Picture } from "./picture";

/** Same 5 : 6 shape as a real portrait (docs/content.md), so swapping in a photo moves nothing. */
const size = { width: 640, height: 768 };

/** The corners of a camera's viewfinder, inset from the frame. */
const inset = 56;
const arm = 64;
const corners = [
  [inset, inset, 1, 1],
  [size.width - inset, inset, -1, 1],
  [inset, size.height - inset, 1, -1],
  [size.width - inset, size.height - inset, -1, -1],
].map(([x, y, dx, dy]) => `M${x} ${y! + dy! * arm}V${y}H${x! + dx! * arm}`);

/** What the empty slot says: that the photo follows, then whose it will be. */
const lines = [
  {
    text: sampleLabels.portrait,
    y: 390,
    size: 40,
    weight: 600,
    font: "font-display",
    fill: "var(--fg)",
  },
  {
    text: site.founder.fullName,
    y: 620,
    size: 32,
    weight: 600,
    font: "font-display",
    fill: "var(--fg)",
  },
  {
    text: site.founder.role,
    y: 662,
    size: 24,
    weight: 400,
    font: "font-sans",
    fill: "var(--muted)",
  },
];

/**
 * The founder: the photo once `site.founder.portrait` names one, until then an
 * honest photo slot (a viewfinder that says the portrait follows, with his name
 * and role) instead of a stand-in face or a monogram. Drawn inline so it
 * follows the theme.
 */
export function Portrait({
  alt,
  priority = false,
  captioned = false,
  className = "",
}: {
  alt: string;
  /** Above the fold: load a photo at once. */
  priority?: boolean;
  /** The page names him beside it: the empty slot then leaves out name and role. */
  captioned?: boolean;
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
      // An empty alt makes it decorative, as for a photo: a caption beside it names him.
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      data-portrait=""
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width}
      height={size.height}
      className={`h-auto bg-surface-strong ${className}`}
    >
      <path
        d={corners.join("")}
        fill="none"
        style={{ stroke: "var(--muted)" }}
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
      />
      <Camera
        x={size.width / 2 - 40}
        y={250}
        width={80}
        height={80}
        strokeWidth={1.25}
        style={{ color: "var(--muted)" }}
      />
      {(captioned ? lines.slice(0, 1) : lines).map((line) => (
        <text
          key={line.y}
          x="50%"
          y={line.y}
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

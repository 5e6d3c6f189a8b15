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
      <text
        x="50%"
        y="390"
        textAnchor="middle"
        className="font-display"
        style={{ fill: "var(--fg)" }}
        fontSize="40"
        fontWeight="600"
      >
        {sampleLabels.portrait}
      </text>
      {!captioned && (
        <>
          <text
            x="50%"
            y="620"
            textAnchor="middle"
            className="font-display"
            style={{ fill: "var(--fg)" }}
            fontSize="32"
            fontWeight="600"
          >
            {site.founder.fullName}
          </text>
          <text
            x="50%"
            y="662"
            textAnchor="middle"
            className="font-sans"
            style={{ fill: "var(--muted)" }}
            fontSize="24"
          >
            {site.founder.role}
          </text>
        </>
      )}
    </svg>
  );
}

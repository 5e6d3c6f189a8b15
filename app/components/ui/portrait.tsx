import { portraitImage } from "#app/content/images";
import { sampleLabels } from "#app/content/sample-notice";
import { site } from "#app/content/site";
import { Camera } from "lucide-react";
import { Picture } from "./picture";

/** Same 5 : 6 shape as a real portrait (docs/content.md), so swapping in a photo moves nothing. */
const frame = { width: 640, height: 768 };

/** The corners of a camera's viewfinder, inset from the frame. */
const inset = 56;
const arm = 64;
const corners = [
  [inset, inset, 1, 1],
  [frame.width - inset, inset, -1, 1],
  [inset, frame.height - inset, 1, -1],
  [frame.width - inset, frame.height - inset, -1, -1],
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
 * The one look of the portrait on every page (issue 31): the same 5 : 6 crop, corners, rule and
 * lift; a placement chooses only its size. `card`: beside a name (the person card); `hero`:
 * beside or under a page's title; `section`: beside a section's text; `contact`: beside his name
 * on /kontakt, smaller on phones (the form below stays in the first screen at 375×667), a card
 * from `md` (a hero-sized picture there pushed the form under the first screen at 1440).
 */
const sizes = {
  // Never under 120 px where there is room: a smaller face is a thumbnail no one can read.
  // /kontakt on phones is the one exception (80 px): at 375×667 the form's first field must
  // stay above the cookie banner (tests/e2e/layout.spec.ts), and 120 px would push it under.
  card: "w-32 rounded-2xl border border-border",
  // Under 360 px a little smaller, so a caption beside it keeps "Strategieberater" on screen.
  hero: "w-36 rounded-3xl border border-border shadow-lg min-[360px]:w-44 sm:w-60 md:w-full md:max-w-sm",
  section: "w-60 rounded-3xl border border-border shadow-lg sm:w-72 md:w-full md:max-w-sm",
  contact: "w-20 rounded-2xl border border-border md:w-32",
} as const;

type PortraitSize = keyof typeof sizes;

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
  size = "hero",
  className = "",
}: {
  alt: string;
  /** Above the fold: load a photo at once. */
  priority?: boolean;
  /** The page names him beside it: the empty slot then leaves out name and role. */
  captioned?: boolean;
  size?: PortraitSize;
  /** Placement only (margins, self-alignment), never the frame. */
  className?: string;
}) {
  const classes = `${sizes[size]} ${className}`;
  if (portraitImage) {
    return (
      <Picture
        image={portraitImage}
        alt={alt}
        sizes={size === "card" || size === "contact" ? "8rem" : "(min-width: 768px) 24rem, 18rem"}
        priority={priority}
        className={classes}
      />
    );
  }
  return (
    <svg
      // An empty alt makes it decorative, as for a photo: a caption beside it names him.
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      data-portrait=""
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      width={frame.width}
      height={frame.height}
      className={`h-auto bg-surface-strong ${classes}`}
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
        x={frame.width / 2 - 40}
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
          // The 80 px slot on /kontakt's phones would draw 5 px letters: there the camera alone.
          className={`${line.font} ${size === "contact" ? "max-md:hidden" : ""}`}
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

/**
 * The one caption of the portrait: a rule in the brand colour, his name and role (or, where the
 * title already names him, the page's line about him), left-aligned beside or under the picture.
 */
export function PortraitCaption({
  line,
  className = "",
}: {
  /** Instead of name and role: one line about him. */
  line?: string;
  className?: string;
}) {
  return (
    <figcaption className={`border-l-2 border-primary pl-3 text-sm ${className}`}>
      {line ?? (
        <>
          <span className="block font-display text-lg font-semibold">{site.founder.fullName}</span>
          <span className="block text-muted">{site.founder.role}</span>
        </>
      )}
    </figcaption>
  );
}

import { dotParts } from "./inline-list";
import { portraitImage } from "#app/content/images";
import { sampleLabels } from "#app/content/sample-notice";
import { site } from "#app/content/site";
import { Fragment, type ReactNode, useId } from "react";
import { Picture } from "./picture";

/** Same 5 : 6 shape as a real portrait (docs/content.md), so swapping in a photo moves nothing. */
const frame = { width: 640, height: 768 };

/** His initials ("JP"), the slot's one large sign until the photo comes. */
const monogram = site.founder.fullName
  .split(/\s+/)
  .map((word) => word[0])
  .join("");

/**
 * The one portrait on every page (issue 31): the same 5 : 6 frame and rule, his name
 * beneath it; a placement chooses only its size. `card`: in the person card, his name beside
 * the picture (beneath it, the card's right half stayed empty); `hero`: beside or
 * under a page's title, or beside a section's text (one size: at 24 rem beside a section it was
 * the largest thing on /ueber-uns); `contact`: on /kontakt, where on
 * phones a 112 px picture (96 px below 375 px) stands beside his name (the form's first field must stay above the
 * cookie banner at 375×667, tests/e2e/layout.spec.ts) and from `md` a 224 px one above it.
 * `label`: the size of the empty slot's words in the frame's units (640 wide): about 14 px or
 * more in a small slot, quieter in a large one; `labelPx`: its largest, for the line fit.
 */
const sizes = {
  // A face never under 120 px where there is room: smaller, it is a thumbnail no one can read.
  // The empty slot is smaller beside a hero (round 31: repeated on eight page types at 144 px,
  // the missing photo read as the site's signature).
  card: {
    picture: `${portraitImage ? "w-36" : "w-24"} shrink-0 rounded-lg border border-border`,
    figure: "flex-row items-center",
    label: "text-[72px]",
    labelPx: 72,
  },
  hero: {
    // On phones the empty slot is 112 px, his name centred beside it (round 32: beside a 176 px
    // slot, 150 px stood empty under his name); a photo, once there, 176 px.
    picture: `${portraitImage ? "w-36 min-[360px]:w-44" : "w-28"} shrink-0 rounded-lg border border-border sm:w-60 md:w-full`,
    // On phones his name beside the picture, not under it with the right half empty; beside a
    // photo at its top, so it stays above the cookie banner where the picture reaches under it
    // (home at 360×640). 18 rem from md: at 24 rem the slot was the largest thing in the hero;
    // the empty slot 15 rem (round 38: at 18 rem still "the largest and palest object").
    figure: `max-md:flex-row ${portraitImage ? "max-md:items-start md:max-w-72" : "max-md:items-center md:max-w-60"} md:flex-col md:w-full`,
    // 13 px in a 112 px slot, 18 px in an 18 rem one.
    label: "text-[72px] sm:text-[40px]",
    labelPx: 72,
  },
  contact: {
    // 96 px below 375 px: the e-mail address beside it stays on one line at 360.
    picture: "w-24 shrink-0 rounded-lg border border-border min-[375px]:w-28 md:w-full",
    figure: "flex-col max-md:flex-row max-md:items-center max-md:gap-4 md:w-56",
    label: "text-[72px] md:text-[56px]",
    labelPx: 72,
  },
} as const;

/** Pixel widths for a photo's `sizes`, by placement. */
const photoSizes = {
  card: "9rem",
  hero: "(min-width: 768px) 18rem, 15rem",
  contact: "(min-width: 768px) 14rem, 7rem",
} as const;

/**
 * The label's lines: one where it fits the frame at `px` (about 0.55 em a character, 40 units
 * aside), else two of about equal length ("Porträtfoto" / "folgt"): an SVG text does not wrap.
 * One line reads as a label; two in a small slot read as a broken one (round 20).
 */
function labelLines(label: string, px: number): string[] {
  if (label.length * 0.55 * px <= frame.width - 80) return [label];
  const words = label.split(" ");
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  let best = [label];
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    if (longest(lines) < longest(best)) best = lines;
  }
  return best;
}

/**
 * The founder's photo once `site.founder.portrait` names one; until then an honest photo slot:
 * his initials in the brand colour on its light tint, on the honeycomb of home's signature
 * (round 33: with the brand's arcs it read as an app icon; round 35: on dotted paper, as an
 * image that failed to load), and the words that the portrait follows, quieter than his
 * initials, never a stand-in face. Drawn inline so it follows the theme (a bare grey frame read as a
 * broken image).
 */
function PortraitPicture({ alt, priority, size }: { alt: string; priority: boolean; size: Size }) {
  const classes = sizes[size].picture;
  const paper = useId();
  if (portraitImage) {
    return (
      <Picture
        image={portraitImage}
        alt={alt}
        sizes={photoSizes[size]}
        priority={priority}
        className={classes}
      />
    );
  }
  return (
    <svg
      // An empty alt makes it decorative, as for a photo: the caption beneath names him.
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      data-portrait=""
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      width={frame.width}
      height={frame.height}
      className={`portrait-slot h-auto ${classes}`}
    >
      <defs>
        {/* HexaCore's honeycomb, as home's signature settles into it (./signature.tsx). */}
        <pattern id={paper} width="56" height="96" patternUnits="userSpaceOnUse">
          <path
            d="M28 64L0 48V16L28 0L56 16V48L28 64V96"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            opacity="0.22"
          />
        </pattern>
      </defs>
      <rect width={frame.width} height={frame.height} fill={`url(#${paper})`} />
      <text
        aria-hidden="true"
        textAnchor="middle"
        x="50%"
        y={400}
        className="font-display text-[210px]"
        fill="currentColor"
        fontWeight={600}
        letterSpacing="-0.02em"
      >
        {monogram}
      </text>
      {/* Large enough to read in a 9 rem slot (the person card) as in a 24 rem one. */}
      <text
        textAnchor="middle"
        y={530}
        className={`font-sans ${sizes[size].label}`}
        fill="currentColor"
        fontWeight={500}
      >
        {/* The space between the lines stays in the text, for search and screen readers. */}
        {labelLines(sampleLabels.portrait, sizes[size].labelPx).map((words, index) => (
          <Fragment key={words}>
            {index > 0 && " "}
            <tspan x="50%" dy={index === 0 ? 0 : "1.15em"}>
              {words}
            </tspan>
          </Fragment>
        ))}
      </text>
    </svg>
  );
}

type Size = keyof typeof sizes;

/**
 * The founder with his name beneath (or, on /kontakt's phones, beside): a rule in the brand
 * colour, his name and his role, or instead of the role one line about him.
 */
export function Portrait({
  alt,
  priority = false,
  size = "hero",
  line = site.founder.role,
  named = true,
  className = "",
  children,
}: {
  /** Empty where the page names him next to it (the caption does). */
  alt: string;
  /** Above the fold: load a photo at once. */
  priority?: boolean;
  size?: Size;
  /** Under his name: his role, or one line about him. */
  line?: string;
  /** `false` where the page's title is his name (/nort): the caption keeps only the line. */
  named?: boolean;
  /** Placement only (margins, self-alignment), never the frame. */
  className?: string;
  /** Under his name and line, e.g. how to reach him (/kontakt on phones). */
  children?: ReactNode;
}) {
  return (
    <figure className={`flex gap-3 ${sizes[size].figure} ${className}`}>
      <PortraitPicture alt={alt} priority={priority} size={size} />
      <figcaption className="min-w-0 border-l-2 border-primary pl-3 text-sm">
        {/* 16 px beside the phone's picture below 390 px: his name stays on one line at 360. */}
        {named && (
          <span className="block font-display text-base font-semibold min-[390px]:text-lg">
            {site.founder.fullName}
          </span>
        )}
        {/* "Gründer · Firma · Ort": a line each, no dot left at a line's end on a phone; the dots
            stay in the text (search, screen readers), out of sight. */}
        {dotParts(line).map((part, index) => (
          <span key={part} className="block text-muted">
            {index > 0 && <span className="sr-only"> · </span>}
            {part}
          </span>
        ))}
        {children}
      </figcaption>
    </figure>
  );
}

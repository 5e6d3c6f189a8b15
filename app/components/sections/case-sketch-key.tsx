import type { CSSProperties, ReactNode } from "react";
import { labelledMarks, numberedKinds, type SketchKind, type SketchMark } from "#app/content/cases";
import { arrowHead, hexagon, hue, line, muted, warm, wash } from "./case-sketches";

/**
 * The key beside a case's sketch (./case-figure.tsx): each mark of the drawing, drawn small as the
 * drawing draws it, with what it stands for (content: the kind's `key`). The marks follow
 * app/content/cases/sketch.ts's `sketchMarks`, so the editor and the key list the same ones.
 */

/** A mark in a 20 × 12 field, drawn with the drawing's own ink. */
type Marks = { [Kind in SketchKind]: Record<SketchMark<Kind>, ReactNode> };

const grey = { fill: muted, opacity: 0.6 } as const;

/** Three dots, the middle one higher: a crowd (competitors, ideas). */
const crowd = (r: number) =>
  [4, 10, 16].map((x, index) => (
    <circle key={x} cx={x} cy={index === 1 ? 3.5 : 8} r={r} style={grey} />
  ));

/** A bar across the field: a message, an entry of a list; `bold` as the drawing's kept ones. */
const bar = (style: CSSProperties, bold = false) => (
  <rect x="1" y={bold ? 3 : 4} width="18" height={bold ? 6 : 4} rx={bold ? 2 : 1.5} style={style} />
);

/** A market's tile. */
const tile = (fill: string, stroke: string, width: number) => (
  <rect
    x="4.5"
    y="0.5"
    width="11"
    height="11"
    rx="2"
    style={{ ...line, fill, stroke }}
    strokeWidth={width}
  />
);

const marks: Marks = {
  decision: {
    focus: (
      <>
        <circle cx="3" cy="6" r="2.2" style={{ fill: hue }} />
        <path d="M5 6H18" style={{ ...line, stroke: hue }} strokeWidth="2" />
      </>
    ),
    dropped: (
      <path
        d="M1 6H16M17.5 2.5V9.5"
        style={{ ...line, stroke: muted }}
        strokeWidth="1.5"
        strokeDasharray="3 2"
      />
    ),
    result: <polygon points={hexagon(10, 6, 5.5)} style={{ fill: warm }} />,
  },
  positioning: {
    crowd: crowd(2.4),
    today: (
      <circle
        cx="10"
        cy="6"
        r="4"
        style={{ ...line, stroke: hue, fill: "var(--bg)" }}
        strokeWidth="1.5"
        strokeDasharray="2 1.5"
      />
    ),
    target: (
      <>
        <circle cx="10" cy="6" r="6" style={{ fill: wash(30) }} />
        <circle cx="10" cy="6" r="3.2" style={{ fill: warm }} />
      </>
    ),
  },
  messages: {
    many: bar(grey),
    dropped: bar({ fill: muted, opacity: 0.22 }),
    core: bar({ fill: hue }, true),
  },
  funnel: {
    ideas: crowd(2.2),
    gates: (
      <path
        d="M7 1V11M13 1V11"
        style={{ ...line, stroke: muted }}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    ),
    milestones: (
      <>
        <path d="M1 6H19" style={{ ...line, stroke: hue }} strokeWidth="1.5" />
        <polygon points="10,1.5 14.5,6 10,10.5 5.5,6" style={{ fill: warm }} />
      </>
    ),
  },
  markets: {
    market: tile("var(--bg)", "var(--border)", 1),
    target: tile(wash(26), hue, 2),
    entry: (
      <>
        <path d="M1 6H14" style={{ ...line, stroke: hue }} strokeWidth="1.5" />
        <polygon points={arrowHead(19, 6, 0, 5.5)} style={{ fill: hue }} />
      </>
    ),
  },
  loop: {
    prototype: (
      <rect
        x="3"
        y="1"
        width="14"
        height="10"
        rx="1.5"
        style={{ ...line, fill: "var(--bg)", stroke: muted }}
        strokeWidth="1.5"
      />
    ),
    steps: (
      <circle
        cx="10"
        cy="6"
        r="4.5"
        style={{ ...line, fill: "var(--bg)", stroke: hue }}
        strokeWidth="2"
      />
    ),
    current: <circle cx="10" cy="6" r="5" style={{ fill: warm }} />,
  },
  alignment: {
    teams: (
      <>
        <circle cx="10" cy="6" r="5.5" style={{ ...line, stroke: muted }} strokeWidth="1" />
        {[-2.4, 0, 2.4].map((dx, index) => (
          <circle key={dx} cx={10 + dx} cy={index === 1 ? 4.4 : 7.2} r="1.3" style={grey} />
        ))}
      </>
    ),
    list: bar({ fill: hue }, true),
    first: bar({ fill: warm }, true),
  },
};

/** A mark drawn small, as the drawing draws it, before its words. */
function MarkIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 12"
      className="h-[0.9rem] w-6 flex-none overflow-visible"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A word's number on a sketch, as its mark carries it in the drawing (a case's; /leistungen's offers). */
export function NumberDisc({ n, className }: { n: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-number={n}
      className={`inline-flex flex-none items-center justify-center rounded-full bg-primary font-display font-bold tabular-nums text-on-primary ${className}`}
    >
      {n}
    </span>
  );
}

/**
 * The case's own words on its sketch (`sketchLabels`): what the work kept, named by the key's
 * words for the mark they label (app/content/cases/sketch.ts's `labelledMarks`). Where the
 * drawing draws one mark per word, each word has the number its mark carries; otherwise the
 * mark stands once before all of them.
 */
export function SketchLabels({
  kind,
  labels,
  keyWords,
  className,
  discClassName = "size-6 text-xs",
}: {
  kind: SketchKind;
  labels: readonly string[];
  /** The kind's key, from content: the labelled mark's words ("Meilensteine") name the list. */
  keyWords: Record<string, string>;
  className?: string;
  /** The number discs' size: the figure's, or smaller on a card. */
  discClassName?: string;
}) {
  if (labels.length === 0) return null;
  const name = keyWords[labelledMarks[kind]];
  if (!numberedKinds.has(kind)) {
    // One mark, drawn once, before its one word (app/content/cases/from-file.ts): two words
    // under one sign read as two things (round 31).
    const mark = (marks[kind] as Record<string, ReactNode>)[labelledMarks[kind]];
    return (
      <p data-sketch-labels className={`${className} flex-row! flex-nowrap! items-center gap-x-2!`}>
        <MarkIcon>{mark}</MarkIcon>
        <span className="min-w-0">
          <span className="sr-only">{name}: </span>
          {labels[0]}
        </span>
      </p>
    );
  }
  return (
    <ol data-sketch-labels aria-label={name} className={className}>
      {labels.map((label, index) => (
        <li key={label} className="flex min-w-0 items-center gap-2">
          <NumberDisc n={index + 1} className={discClassName} />
          <span className="min-w-0">{label}</span>
        </li>
      ))}
    </ol>
  );
}

export function SketchKey<Kind extends SketchKind>({
  kind,
  words,
  className,
}: {
  kind: Kind;
  /** What each mark stands for, from content. */
  words: Record<SketchMark<Kind>, string>;
  className?: string;
}) {
  const drawn = marks[kind] as Record<SketchMark<Kind>, ReactNode>;
  return (
    <ul data-sketch-key className={className}>
      {(Object.keys(words) as SketchMark<Kind>[]).map((mark) => (
        <li key={String(mark)} className="flex min-w-0 items-center gap-2">
          <MarkIcon>{drawn[mark]}</MarkIcon>
          <span className="min-w-0">{words[mark]}</span>
        </li>
      ))}
    </ul>
  );
}

import type { CSSProperties, ReactNode } from "react";
import { Card } from "#app/components/ui/card";
import type { TextCard } from "#app/content/types";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** The same layouts with the second column starting at `md` instead of `sm`. */
const columnClassesFromMd = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

export type GridColumns = keyof typeof columnClasses;

/** A responsive grid that lays out any cards as a list; its last row is always full (`.balanced`, app/app.css). */
export function Grid({
  columns = 3,
  from = "sm",
  parts,
  children,
}: {
  columns?: GridColumns;
  /** Breakpoint where the grid leaves one column; `md` suits wide, text-heavy cards. */
  from?: "sm" | "md";
  /**
   * How many parts (title, text, detail…) its cards have, in the same order in every card:
   * exactly, as a shared row left empty still takes the grid's gap (`textCardParts`). Side by
   * side, the cards of a row then share their rows (subgrid): titles and texts start at one
   * height, and a one-line title takes one line.
   */
  parts?: number;
  children: ReactNode;
}) {
  const classes = from === "md" ? columnClassesFromMd : columnClasses;
  return (
    <ul
      data-columns={columns}
      data-from={from}
      data-parts={parts}
      style={parts ? ({ "--parts": parts } as CSSProperties) : undefined}
      className={`balanced grid gap-6 ${classes[columns]}`}
    >
      {children}
    </ul>
  );
}

/**
 * The parts of these cards for the grid's `parts`: title and text, an icon and a detail where
 * they have one. Exact, because an empty shared row still takes the grid's gap.
 */
export const textCardParts = (cards: readonly TextCard[], icon = false) =>
  2 + Number(icon) + Number(cards.some((card) => card.detail));

/** One title/description card of a grid, with the optional second line (`detail`) set apart. */
export function TextCardItem({
  card,
  detailLabel,
  icon,
}: {
  card: TextCard;
  /** Label before `detail`, e.g. "Auswirkung". */
  detailLabel?: string;
  /** A decorative icon shown above the title. */
  icon?: ReactNode;
}) {
  return (
    <Card as="li">
      {icon && (
        <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
          {icon}
        </span>
      )}
      <h3 className="text-lg font-semibold">{card.title}</h3>
      <p className="mt-2 text-muted">{card.description}</p>
      {card.detail && (
        <p className="mt-4 border-t border-border pt-4 text-sm font-medium">
          {detailLabel && <span className="text-primary">{detailLabel}: </span>}
          {card.detail}
        </p>
      )}
    </Card>
  );
}

/** Title/description cards without icons. */
export function TextCards({
  cards,
  columns = 3,
  detailLabel,
}: {
  cards: readonly TextCard[];
  columns?: GridColumns;
  detailLabel?: string;
}) {
  return (
    <Grid columns={columns} parts={textCardParts(cards)}>
      {cards.map((card) => (
        <TextCardItem key={card.title} card={card} detailLabel={detailLabel} />
      ))}
    </Grid>
  );
}

/**
 * Entries in a list with rules instead of boxed cards: each takes the height its text needs,
 * so a long one leaves no empty box beside short ones. Two columns from md on.
 */
export function RuleList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-x-12 border-b border-border md:grid-cols-2">{children}</ul>;
}

/** An entry of a `RuleList`: its title under the rule, then what it says. */
export function RuleEntry({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="max-w-none border-t border-border py-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </li>
  );
}

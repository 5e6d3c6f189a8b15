import type { AriaAttributes, ReactNode } from "react";

/**
 * Short items in one running line that wraps, a middle dot between them. Each dot stands
 * before its item, in the item's left padding; the row reaches that far past the wrapper's left
 * edge, which clips it: a line starts with an item, never with a dot, and none ends with one
 * (round 29: "Interviews · Datenanalyse ·" at a line's end). The layout test finds the rows by
 * `data-inline-list`.
 */
const wrapper = "overflow-hidden";
const row = "-ml-4 flex flex-wrap";
const item =
  "relative pl-4 before:absolute before:left-1.5 before:content-['·'_/_''] first:before:content-none";

/** The parts of a text a middle dot separates, whatever space the typesetting put before it. */
export const dotParts = (text: string) => text.split(/\s·\s/u);

/** A list (`ul`): its dots drawn by CSS with an empty alternative text, so a screen reader hears the list, not the dots. */
export function InlineList({
  items,
  className = "",
  ...aria
}: {
  items: readonly string[];
  className?: string;
} & Pick<AriaAttributes, "aria-label" | "aria-labelledby">) {
  return (
    <div className={`${wrapper} ${className}`}>
      <ul {...aria} data-inline-list="" className={row}>
        {items.map((entry) => (
          <li key={entry} className={item}>
            {entry}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A line of text whose parts a middle dot separates ("Kostenloses Klarheitsgespräch · 25
 * Minuten"), laid out as the list above. The dots stay in the text (search, copying, a screen
 * reader's reading), out of sight; the visible ones are drawn. `render` sets each part (e.g.
 * with its years kept together).
 */
export function DotLine({
  text,
  className = "",
  rowClassName = "",
  render = (part) => part,
  ...data
}: {
  text: string;
  className?: string;
  /** E.g. centred, where the line is known to fit (a centred line's dots are not clipped). */
  rowClassName?: string;
  render?: (part: string) => ReactNode;
} & { "data-cta-note"?: string }) {
  const parts = dotParts(text);
  return (
    <span {...data} className={`block ${wrapper} ${className}`}>
      <span data-inline-list="" className={`${row} ${rowClassName}`}>
        {parts.map((part, index) => (
          <span key={part} className={item}>
            {index > 0 && <span className="sr-only"> · </span>}
            {render(part)}
          </span>
        ))}
      </span>
    </span>
  );
}

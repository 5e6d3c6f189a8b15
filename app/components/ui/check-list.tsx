import { Check } from "lucide-react";

const variants = {
  /** A plain list of short points. */
  list: { list: "space-y-2", item: "flex gap-2.5", icon: "mt-1 size-4" },
  /** Points as boxes in a grid, e.g. a case's results: the boxes of a row share its height. */
  boxes: {
    list: "grid gap-4",
    item: "flex gap-3 rounded-xl border border-border p-4 font-medium",
    icon: "mt-0.5 size-5",
  },
  /** Points between rules, like the lines of a document: e.g. what a service delivers. */
  ruled: {
    list: "border-b border-border",
    item: "flex max-w-none gap-3 border-t border-border py-3.5",
    icon: "mt-0.5 size-5",
  },
  /** Short promises side by side, flush left like the text above. */
  inline: {
    list: "flex flex-wrap items-center gap-x-3 gap-y-2 sm:gap-x-5 text-sm font-medium",
    item: "inline-flex items-center gap-1.5",
    icon: "size-4",
  },
} as const;

/** Points marked with a check: the one markup for every such list on the site. */
export function CheckList({
  items,
  variant = "list",
  className = "",
  itemClassName = "",
  label,
}: {
  items: readonly string[];
  variant?: keyof typeof variants;
  /** Layout of the list (spacing, columns, text size). */
  className?: string;
  /** Surface of each point, e.g. its background. */
  itemClassName?: string;
  /** Accessible name of the list, where a heading does not give one. */
  label?: string;
}) {
  const style = variants[variant];
  return (
    <ul aria-label={label} className={`${style.list} ${className}`}>
      {items.map((item) => (
        <li key={item} className={`${style.item} ${itemClassName}`}>
          <Check aria-hidden="true" className={`${style.icon} shrink-0 text-primary`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

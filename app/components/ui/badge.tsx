import type { ReactNode } from "react";

const styles = {
  primary: "bg-primary text-on-primary",
  secondary: "bg-surface-strong text-fg",
  outline: "border border-border text-fg",
} as const;

export function Badge({
  variant = "secondary",
  children,
}: {
  variant?: keyof typeof styles;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-medium ${styles[variant]}`}
    >
      {children}
    </span>
  );
}

/**
 * A row of chips that wraps into balanced rows: the chips are inline blocks in a balanced text,
 * not flex items, so where they wrap the rows come out about even instead of one chip alone on
 * the last (round 20's orphan chips). The list's and each item's classes.
 */
const balancedRow = { list: "-mb-2 text-balance", item: "me-2 mb-2 inline-block" } as const;

/** Short labels as a row of badges (a case's focus points, a list of technologies). */
export function BadgeList({
  items,
  variant = "secondary",
  label,
  className = "",
}: {
  items: readonly string[];
  variant?: keyof typeof styles;
  /** The list's accessible name. */
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`${balancedRow.list} ${className}`}>
      {items.map((item) => (
        <li key={item} className={balancedRow.item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

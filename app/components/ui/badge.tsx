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
 * Short labels as a row of badges that wraps (a case's focus points, a list of technologies).
 * Flex items: with balanced inline blocks (round 20's orphan chips) a fresh-clone run's axe
 * analysis of /cases hung once, which it never did before; back to flex until that is understood.
 */
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
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors";

export const buttonClasses: Record<ButtonVariant, string> = {
  primary: `${base} bg-primary text-on-primary hover:bg-primary-hover`,
  secondary: `${base} border border-border bg-bg text-fg hover:bg-surface-strong`,
  ghost: `${base} text-primary underline-offset-4 hover:underline`,
};

/** A link styled as a button. In-page anchors (`#id`) render a plain `<a>`. */
export function ButtonLink({
  to,
  variant = "primary",
  className = "",
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const classes = `${buttonClasses[variant]} ${className}`;
  if (to.startsWith("#")) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

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

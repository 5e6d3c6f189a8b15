import type { ReactNode } from "react";

/** The one card surface of the site. `as` keeps list semantics where cards form a list. */
export function Card({
  as: Tag = "div",
  className = "",
  children,
}: {
  as?: "div" | "li" | "article";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={`rounded-2xl border border-border bg-surface p-6 ${className}`}>{children}</Tag>
  );
}

import type { ReactNode } from "react";

/** The one card surface of the site. `as` keeps list semantics where cards form a list. */
export function Card({
  as: Tag = "div",
  className = "",
  onMuted = false,
  children,
}: {
  as?: "div" | "li" | "article";
  className?: string;
  /** On a muted section (itself the surface colour) the card takes the page colour to stand out. */
  onMuted?: boolean;
  children: ReactNode;
}) {
  const background = onMuted ? "bg-bg" : "bg-surface";
  return (
    <Tag className={`rounded-2xl border border-border ${background} p-6 ${className}`}>
      {children}
    </Tag>
  );
}

import type { ReactNode } from "react";

/** The one card surface of the site. `as` keeps list semantics where cards form a list. */
export function Card({
  as: Tag = "div",
  className = "",
  onMuted = false,
  labelledBy,
  children,
}: {
  as?: "div" | "li" | "article" | "section";
  className?: string;
  /** On a muted section (itself the surface colour) the card takes the page colour to stand out. */
  onMuted?: boolean;
  /** A section's heading, naming it as a region. */
  labelledBy?: string;
  children: ReactNode;
}) {
  const background = onMuted ? "bg-bg" : "bg-surface";
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={`rounded-2xl border border-border ${background} p-6 ${className}`}
    >
      {children}
    </Tag>
  );
}

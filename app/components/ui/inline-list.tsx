import type { AriaAttributes } from "react";

/**
 * Short items in one running line that wraps, a middle dot between them (drawn by CSS, with an
 * empty alternative text: screen readers hear the list, not the dots).
 */
export function InlineList({
  items,
  className = "",
  ...aria
}: {
  items: readonly string[];
  className?: string;
} & Pick<AriaAttributes, "aria-label" | "aria-labelledby">) {
  return (
    <ul {...aria} className={`flex flex-wrap gap-x-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="after:ml-2 after:content-['·'_/_''] last:after:content-none">
          {item}
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactElement, type ReactNode } from "react";

/**
 * A visible hint for an icon-only control. The control keeps its own
 * accessible name; the hint is for sighted mouse and keyboard users.
 * Static markup: the shell module shows it with the spec's delays
 * (app/shell/tooltips.ts, docs/decisions/005-own-tooltip.md).
 */
export function Tooltip({
  label,
  align = "center",
  side = "bottom",
  children,
}: {
  label: ReactNode;
  align?: "center" | "end";
  side?: "top" | "bottom";
  children: ReactElement;
}) {
  const id = useId();
  return (
    <span data-tooltip className="relative inline-flex">
      {children}
      <span
        id={id}
        role="tooltip"
        hidden
        className={`pointer-events-none absolute z-[60] whitespace-nowrap rounded-md bg-fg px-2.5 py-1.5 text-sm text-bg shadow-lg ${
          side === "top" ? "bottom-full mb-1.5" : "top-full mt-1.5"
        } ${align === "end" ? "right-0" : "left-1/2 -translate-x-1/2"}`}
      >
        {label}
      </span>
    </span>
  );
}

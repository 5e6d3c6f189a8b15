import { useEffect, useId, useRef, useState, type ReactElement } from "react";

// Spec timing: a tooltip opens after 700 ms; within 300 ms of another one
// closing, the next opens at once (moving along a row of icon buttons).
const openDelay = 700;
const skipDelay = 300;
let lastClosedAt = 0;

/**
 * A visible hint for an icon-only control. The control keeps its own
 * accessible name; the hint is for sighted mouse and keyboard users.
 * Hand-written instead of Radix: Radix Tooltip cost 20 KB gzip on every
 * page for two buttons (docs/decisions/006-own-tooltip.md).
 */
export function Tooltip({
  label,
  align = "center",
  side = "bottom",
  children,
}: {
  label: string;
  align?: "center" | "end";
  side?: "top" | "bottom";
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < skipDelay ? 0 : openDelay;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    // Pointer and focus events bubble up from the interactive child.
    <span
      role="presentation"
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(":focus-visible") && show()}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`pointer-events-none absolute z-[60] whitespace-nowrap rounded-md bg-fg px-2.5 py-1.5 text-sm text-bg shadow-lg ${
            side === "top" ? "bottom-full mb-1.5" : "top-full mt-1.5"
          } ${align === "end" ? "right-0" : "left-1/2 -translate-x-1/2"}`}
        >
          {label}
        </span>
      )}
    </span>
  );
}

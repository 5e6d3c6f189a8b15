import { useEffect, useRef } from "react";

/** Ease-out (cubic): fast at the start, gently settling on the target. */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The figure shown `elapsed` ms into a count from 0 to `target` that lasts `duration` ms. */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return Math.round(target * easeOut(Math.max(0, elapsed) / duration));
}

/**
 * A figure such as "15+" that counts up from 0 once it scrolls into view.
 *
 * The prerendered HTML, a first render and screen readers always get the
 * final value: the animation only rewrites a separate, `aria-hidden` copy,
 * straight in the DOM (no re-render per frame). An invisible copy of the
 * final value reserves the width, so nothing moves while it counts. With
 * `prefers-reduced-motion` (or without IntersectionObserver) the final value
 * simply stays.
 */
export function Counter({
  target,
  suffix = "",
  duration = 2000,
  className = "",
}: {
  target: number;
  suffix?: string;
  /** Length of the count in ms. */
  duration?: number;
  className?: string;
}) {
  const displayRef = useRef<HTMLSpanElement>(null);
  const final = `${target}${suffix}`;

  useEffect(() => {
    const display = displayRef.current;
    if (!display || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;

    const show = (value: number) => {
      display.textContent = `${value}${suffix}`;
    };
    let frame = 0;
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          const elapsed = now - start;
          show(countAt(target, elapsed, duration));
          if (elapsed < duration) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(display);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(target);
    };
  }, [target, suffix, duration]);

  return (
    <span className={className}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="inline-grid tabular-nums">
        <span className="invisible col-start-1 row-start-1">{final}</span>
        <span ref={displayRef} data-testid="counter-value" className="col-start-1 row-start-1">
          {final}
        </span>
      </span>
    </span>
  );
}

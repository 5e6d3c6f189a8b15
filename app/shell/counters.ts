/**
 * Figures such as "15+" count up from 0 once they scroll into view
 * (`[data-counter]`). The HTML and screen readers always have the final
 * value: only an `aria-hidden` copy is rewritten, and a second invisible copy
 * reserves the width. Under `prefers-reduced-motion` nothing moves.
 */

/** Ease-out (cubic): fast at the start, gently settling on the target. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The figure shown `elapsed` ms into a count from 0 to `target` that lasts `duration` ms. */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return Math.round(target * easeOut(Math.max(0, elapsed) / duration));
}

function animate(display: HTMLElement, target: number, suffix: string, duration: number) {
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const elapsed = now - start;
    display.textContent = `${countAt(target, elapsed, duration)}${suffix}`;
    if (elapsed < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function initCounters(root: ParentNode = document): void {
  if (typeof IntersectionObserver === "undefined") return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const display = entry.target as HTMLElement;
        const { target = "0", suffix = "", duration = "2000" } = display.dataset;
        animate(display, Number(target), suffix, Number(duration));
      }
    },
    { threshold: 0.5 },
  );
  root.querySelectorAll<HTMLElement>("[data-counter]").forEach((display) => {
    display.textContent = `0${display.dataset.suffix ?? ""}`;
    observer.observe(display);
  });
}

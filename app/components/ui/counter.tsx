/**
 * A figure such as "15+". The HTML and screen readers always have the final
 * value; the shell module (app/shell/counters.ts) counts the visible,
 * `aria-hidden` copy up from 0 once it scrolls into view. An invisible copy
 * of the final value reserves the width, so nothing moves while it counts.
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
  const final = `${target}${suffix}`;
  return (
    <span className={className}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="inline-grid tabular-nums">
        <span className="invisible col-start-1 row-start-1">{final}</span>
        <span
          data-counter
          data-target={target}
          data-suffix={suffix}
          data-duration={duration}
          data-testid="counter-value"
          className="col-start-1 row-start-1"
        >
          {final}
        </span>
      </span>
    </span>
  );
}

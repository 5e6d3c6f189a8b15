/**
 * A numbered circle before a step, a week or a criterion: one shape and one face for every
 * number in a sequence (issue 31: the criteria's numbers were set in Inter beside the weeks' in
 * Fraunces). Decorative: the list's order says the number.
 */
export function StepNumber({ n, className = "" }: { n: number | string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-bg font-display text-lg font-semibold tabular-nums text-primary ${className}`}
    >
      {n}
    </span>
  );
}

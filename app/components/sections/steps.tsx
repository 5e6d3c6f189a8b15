import type { ReactNode } from "react";

/** An ordered list of numbered steps (method, approach, process). */
export function Steps({
  steps,
}: {
  steps: readonly { title: string; description: string; extra?: ReactNode }[];
}) {
  return (
    <ol className="grid gap-6 md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-border bg-bg p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.description}</p>
          {step.extra}
        </li>
      ))}
    </ol>
  );
}

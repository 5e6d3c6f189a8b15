import { StepNumber } from "#app/components/ui/step-number";
import type { ReactNode } from "react";

/**
 * A numbered process timeline (method, approach, process): the steps hang on
 * one line, across on wide screens and down the side on phones, so the order
 * reads before the words do.
 */
export function Steps({
  steps,
}: {
  steps: readonly { title: string; description: string; extra?: ReactNode }[];
}) {
  return (
    <ol className="relative grid gap-10 md:grid-flow-col md:auto-cols-fr md:gap-8">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative pl-16 md:pl-0 md:pt-16 before:absolute before:left-5 before:top-12 before:-bottom-10 before:w-px before:bg-border last:before:hidden md:before:left-12 md:before:right-[-2rem] md:before:top-5 md:before:bottom-auto md:before:h-px md:before:w-auto"
        >
          <StepNumber n={index + 1} className="absolute left-0 top-0" />
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.description}</p>
          {step.extra}
        </li>
      ))}
    </ol>
  );
}

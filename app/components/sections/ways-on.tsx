import { ArrowRight } from "lucide-react";
import { useId } from "react";
import type { Cta } from "#app/content/types";

/**
 * Pages to go on to from a page that ends a way (the 404, the thank-you page): a label and the
 * links. On phones a list of rows, each the full width with its arrow at the end: chips that grew
 * to fill their rows left the seventh alone on the last (round 34), balanced rows one alone too
 * (round 22). From sm chips in balanced rows, each label on one line.
 */
export function WaysOn({ label, links }: { label: string; links: readonly Cta[] }) {
  const listId = useId();
  return (
    <nav aria-labelledby={listId}>
      <h2 id={listId} className="mt-12 font-sans text-base font-semibold text-muted">
        {label}
      </h2>
      <ul className="mt-3 max-w-2xl max-sm:divide-y max-sm:divide-border max-sm:border-y max-sm:border-border sm:-mb-2 sm:text-balance">
        {links.map((item) => (
          <li key={item.to} className="sm:me-2 sm:mb-2 sm:inline-block">
            <a
              href={item.to}
              className="flex min-h-12 items-center justify-between gap-1.5 whitespace-nowrap font-medium hover:text-primary sm:inline-flex sm:min-h-11 sm:justify-center sm:rounded-full sm:border sm:border-border sm:bg-bg sm:px-4 sm:text-sm sm:hover:border-primary"
            >
              {item.label}
              <ArrowRight aria-hidden="true" className="size-4 sm:size-3.5" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

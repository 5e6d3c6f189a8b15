import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Case } from "#app/content/cases";
import { sampleLabels } from "#app/content/sample-notice";
import { ClientTitle } from "../ui/client-title";
import { SketchDrawing } from "./case-sketches";

/**
 * A few cases as proof beside a page's figures (home's results, issue 31: "home shows no case"):
 * each with its sketch as on its card on /cases, its sector and title; the whole card leads to
 * the case (its title is the link, stretched over the card). On phones without the sketch, so
 * the page stays within its screens.
 */
export function CaseTeasers({
  title,
  cases,
  more,
}: {
  title: string;
  cases: readonly Case[];
  /** The words at each card's foot, e.g. "Details ansehen" (the title is the link). */
  more: string;
}) {
  if (cases.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3 md:gap-6">
        {cases.map((item) => (
          <li
            key={item.slug}
            className="relative flex flex-col rounded-2xl border border-border bg-bg p-5 transition-colors hover:border-primary motion-reduce:transition-none"
          >
            <div
              data-case-sketch
              aria-hidden="true"
              className="mb-4 rounded-xl border border-border px-3 py-2.5 max-md:hidden"
            >
              <SketchDrawing item={item} />
            </div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {item.industry}
              {item.sample && ` · ${sampleLabels.case}`}
            </p>
            <h4 className="mt-2 text-balance font-display text-lg font-semibold leading-tight">
              <Link
                to={`/case/${item.slug}`}
                className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
              >
                <ClientTitle title={item.title} clientClassName="mb-1 text-sm" />
              </Link>
            </h4>
            <p
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-primary"
            >
              {more}
              <ArrowRight className="size-4" />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

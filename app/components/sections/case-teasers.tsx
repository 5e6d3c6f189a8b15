import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Case } from "#app/content/cases";
import { ClientTitle } from "../ui/client-title";
import { CaseSectorLine } from "./case-marks";
import { SketchDrawing } from "./case-sketches";

/**
 * A few cases as proof beside a page's figures (home's results, issue 31: "home shows no case"):
 * each with its sketch, sector, status and title as on its card on /cases; the whole card leads to
 * the case (its title is the link, stretched over the card); the sketch on phones too, where the
 * cards are the page's only pictures of cases (round 21).
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
      <h3 className="text-balance font-display text-2xl font-semibold">{title}</h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-3 md:gap-6">
        {cases.map((item) => (
          <li
            key={item.slug}
            className="relative flex flex-col rounded-2xl border border-border bg-bg p-5 transition-colors hover:border-primary motion-reduce:transition-none md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            <div
              data-case-sketch
              aria-hidden="true"
              className="mb-4 rounded-xl border border-border px-3 py-2.5"
            >
              <SketchDrawing item={item} />
            </div>
            <CaseSectorLine item={item} />
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

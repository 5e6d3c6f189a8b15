import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Case } from "#app/content/cases";
import { ClientTitle } from "../ui/client-title";
import { CaseSectorLine } from "./case-marks";
import { CaseThumbnail } from "./case-thumbnail";

/**
 * A case's teaser inside a card that is `relative`: its sketch, sector and marks, and its title
 * leading to it, the link stretched over the card (as on /cases). The title's arrow says the card
 * leads on: a foot line "Details ansehen" cost a phone 130 px over three cards once their
 * sketches carried the cases' words.
 */
export function CaseTeaser({
  item,
  as: Title,
  className,
  underPicture,
}: {
  item: Case;
  /** Under the sketch, e.g. its key where the card stands alone (a service's hero). */
  underPicture?: ReactNode;
  /** The title's element: a heading in a list of cases, a paragraph in a hero's figure. */
  as: "h3" | "h4" | "p";
  /** The title's size. */
  className: string;
}) {
  return (
    <>
      <CaseThumbnail item={item} className="mb-3 sm:mb-4" />
      {underPicture}
      <CaseSectorLine item={item} />
      <Title className={`mt-2 text-balance font-display font-semibold leading-tight ${className}`}>
        <Link
          to={`/case/${item.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
        >
          <ClientTitle title={item.title} clientClassName="mb-1 text-sm" arrow />
        </Link>
      </Title>
    </>
  );
}

/**
 * A few cases as proof beside a page's figures (home's results, issue 31: "home shows no case";
 * a service page's cases, round 30: "a service page has no proof"):
 * each with its sketch, sector, status and title as on its card on /cases; the whole card leads to
 * the case (its title is the link, stretched over the card); the sketch on phones too, where the
 * cards are the page's only pictures of cases (round 21).
 */
export function CaseTeasers({
  title,
  cases,
  besideHero,
}: {
  /** Its own heading inside a section (home's results); without, the section's heading names it. */
  title?: string;
  cases: readonly Case[];
  /**
   * The case the page's hero shows beside it from `lg` (a service's): left out here from `lg`,
   * so no card stands twice on one screen (round 35).
   */
  besideHero?: Case;
}) {
  if (cases.length === 0) return null;
  const Title = title ? "h4" : "h3";
  const wide = besideHero && cases.includes(besideHero) ? cases.length - 1 : cases.length;
  return (
    // With its own heading, set apart from what precedes it in its section by air (round 36:
    // home's cases ran straight on from its counters; round 37: a rule of its own doubled the
    // counters' lower one).
    <div className={title ? "pt-4 sm:pt-8" : undefined}>
      {title && (
        <h3 className="text-balance font-display text-2xl font-semibold sm:text-3xl">{title}</h3>
      )}
      {/* Two cases share the row: in three columns they left an empty third. */}
      <ul
        className={`grid gap-4 md:gap-6 ${cases.length === 2 ? "md:grid-cols-2" : "md:grid-cols-3"} ${wide === 2 ? "lg:grid-cols-2" : ""} ${title ? "mt-5" : ""}`}
      >
        {cases.map((item) => (
          <li
            key={item.slug}
            className={`relative flex flex-col rounded-2xl border border-border bg-bg p-4 transition-colors sm:p-5 hover:border-primary motion-reduce:transition-none md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0 ${item === besideHero ? "lg:hidden" : ""}`}
          >
            <CaseTeaser item={item} as={Title} className="text-lg" />
          </li>
        ))}
      </ul>
    </div>
  );
}

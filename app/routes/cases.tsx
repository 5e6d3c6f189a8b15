import { ArrowLink } from "#app/components/ui/arrow-link";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { Route } from "./+types/cases";
import { CtaSection } from "#app/components/sections/cta-section";
import { PageHero } from "#app/components/sections/page-hero";
import { ClientTitle } from "#app/components/ui/client-title";
import { BadgeList } from "#app/components/ui/badge";
import {
  caseLabels,
  cases,
  casesClosingCta,
  casesHero,
  casesMeta,
  casesSections,
  type Case,
} from "#app/content/cases";
import {
  caseFilterLabels,
  findCaseFilter,
  sectorFilters,
  type CaseFilter,
} from "#app/content/case-filters";
import { pageMeta } from "#app/lib/meta";
import { CheckList } from "#app/components/ui/check-list";
import { CaseSectorLine } from "#app/components/sections/case-marks";
import { CaseThumbnail } from "#app/components/sections/case-thumbnail";

const content = {
  hero: casesHero,
  sections: casesSections,
  cases,
  labels: caseLabels,
  cta: casesClosingCta,
};

/** /cases shows every case; /cases/branche/… and /cases/leistung/… a prerendered subset. */
const viewOf = (params: { kind?: string; slug?: string }) =>
  findCaseFilter(params.kind, params.slug);

export const meta = ({ location, params }: Route.MetaArgs) => {
  const view = viewOf(params);
  return pageMeta(
    view
      ? {
          title: caseFilterLabels.metaTitle(view),
          description: caseFilterLabels.metaDescription(view),
        }
      : casesMeta,
    location.pathname,
  );
};

type Labels = typeof caseLabels;

/** How many outcomes and badges a card shows. */
const cardItems = 3;

/**
 * A case as a card: a sea-green top edge (the brand's, on every card), the sector named and the
 * marks above the title, then what came of it. A card that spans more than one column (the lead case) sets its
 * sketch beside its text, as large as the text is tall, instead of above it (container query).
 * The others share their row's tracks from md on (a subgrid of seven rows: sketch, sector,
 * title, subtitle, outcomes, badges, link), so each part starts level across a row and a short
 * card's air is spread between its parts, not left in one hole; they are no query container, as
 * containment switches a subgrid off.
 */
function CaseCard({ item, labels, span }: { item: Case; labels: Labels; span?: string }) {
  const aligned = span === undefined;
  // An aligned card's parts are rows of the shared grid: sketch, sector, title, subtitle,
  // outcomes, badges and link each start level across a row (round 23).
  const contents = aligned ? "md:contents" : "";
  return (
    <li
      className={`flex max-w-none flex-col rounded-2xl border border-t-4 border-border border-t-primary bg-surface p-5 sm:p-6 ${aligned ? "md:row-span-7 md:grid md:grid-rows-subgrid md:gap-y-0" : `@container ${span}`}`}
    >
      <div
        className={`grid flex-1 content-start gap-x-12 @2xl:grid-cols-2 ${aligned ? "md:contents" : ""}`}
      >
        <div className={`flex flex-col @2xl:col-start-1 @2xl:row-start-1 ${contents}`}>
          <CaseSectorLine item={item} />
          <h3 className="mt-3 text-balance font-display text-xl font-semibold leading-tight @2xl:text-2xl">
            <ClientTitle title={item.title} clientClassName="mb-1 text-sm" />
          </h3>
          <p className="mt-2 text-muted @2xl:text-lead">{item.subtitle}</p>
        </div>
        {/* The card's picture: its case's sketch, compact and decorative (the title names it).
            On top of a card in a column from md on; under the title on phones (the first case's
            title stays in the first screen); beside the text in a wide card (the lead case). */}
        <CaseThumbnail
          item={item}
          className={`max-md:mt-5 ${aligned ? "md:order-first md:mb-5" : "md:@max-2xl:order-first md:@max-2xl:mb-5 @2xl:col-start-2 @2xl:row-span-2 @2xl:row-start-1 @2xl:self-center"}`}
        />
        <div className={`flex flex-col @2xl:col-start-1 @2xl:row-start-2 ${contents}`}>
          {/* On phones a card is its picture, title and link: with outcomes and badges each
              card took nearly a screen (round 24); its page lists them. */}
          <CheckList
            items={item.outcomes.slice(0, cardItems)}
            label={labels.outcomes}
            className="mt-5 text-sm max-md:hidden @2xl:text-base"
          />
          <BadgeList
            items={item.badges.slice(0, cardItems)}
            label={labels.badges}
            className="mt-5 max-md:hidden"
          />
          {/* Right after the badges: pinned to the card's foot, a short card's air stood in
              one hole above it. */}
          <ArrowLink
            to={`/case/${item.slug}`}
            label={labels.details}
            context={`${labels.detailsFor} ${item.title}`}
            className="mt-4 min-h-11 self-start"
          />
        </div>
      </div>
    </li>
  );
}

/**
 * The first card's width in columns, so every row is full: it takes the one, two or three
 * slots the others leave over (19 cases: the lead case across the row, then 6 rows of 3).
 */
function leadSpan(count: number): string {
  const two = (count - 1) % 2 === 0 ? "md:col-span-2" : "";
  const three = ["lg:col-span-3", "lg:col-span-2", "lg:col-span-1"][(count - 1) % 3];
  return `${two} ${three}`;
}

/**
 * The cases a phone reads before the fold: the lead case and two rows of three, plus up to two
 * more so that the folded rest fills its rows of three. A longer list folds the rest into a
 * native disclosure, so the page stays under ten phone screens however many cases the owner adds.
 */
function firstShown(count: number): number {
  return count <= 9 ? count : 7 + ((count - 7) % 3);
}

function CaseGrid({ shown, labels }: { shown: readonly Case[]; labels: Labels }) {
  const first = shown.slice(0, firstShown(shown.length));
  const rest = shown.slice(first.length);
  const grid = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";
  return (
    <>
      <ul className={`mt-4 sm:mt-6 ${grid}`}>
        {first.map((item, index) => (
          <CaseCard
            key={item.slug}
            item={item}
            labels={labels}
            span={index === 0 ? leadSpan(first.length) : undefined}
          />
        ))}
      </ul>
      {/* Closed, its button stands a row apart (48 px) from the cards; open, the rest follow as one grid. */}
      {rest.length > 0 && (
        <details data-more-cases className="group mt-6">
          <summary className="mt-6 flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-5 font-semibold text-primary hover:bg-surface group-open:hidden">
            {labels.showMore(rest.length)}
          </summary>
          <ul className={grid}>
            {rest.map((item) => (
              <CaseCard key={item.slug} item={item} labels={labels} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** The filter links here, so a narrowed view opens with its heading and the filter in sight. */
const sectorsId = "branchen";

const chipClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors";
const chipState = (current: boolean) =>
  current
    ? "border-primary bg-primary text-on-primary"
    : "border-border bg-bg hover:border-primary hover:text-primary";

/** One sector: a link to its view, marked when it is shown; plain text while it has no case. */
function SectorChip({ view, current }: { view: CaseFilter; current: boolean }) {
  if (view.cases.length === 0) {
    return <span className={`${chipClass} border-border text-muted`}>{view.label}</span>;
  }
  return (
    <a
      href={`${view.path}#${sectorsId}`}
      aria-current={current ? "page" : undefined}
      className={`${chipClass} ${chipState(current)}`}
    >
      {view.label}
      <span className="ml-1.5 tabular-nums font-normal">{view.cases.length}</span>
    </a>
  );
}

/**
 * The twelve sectors behind one compact control (native <details>, no script): closed it
 * names the view shown, open it lists every sector as a link to its prerendered view.
 */
function SectorFilter({ view, labels }: { view: CaseFilter | undefined; labels: Labels }) {
  const { sectors } = content.sections;
  // On a service's view the control still names a sector choice, so it shows "all sectors".
  const sectorView = view?.kind === "branche" ? view : undefined;
  return (
    <details data-sector-filter className="group max-sm:open:w-full">
      <summary
        className={`${chipClass} w-fit cursor-pointer list-none gap-2 border-border bg-bg hover:border-primary [&::-webkit-details-marker]:hidden`}
      >
        {/* On phones the list of all cases names only the control: the heading beside it
            already says "all", and the two share a row, so the first case is in the first screen. */}
        <span className="text-muted">
          {labels.sectorsList}
          <span className={sectorView ? "" : "max-sm:hidden"}>:</span>
        </span>
        <span className={`font-semibold ${sectorView ? "" : "max-sm:hidden"}`}>
          {sectorView?.label ?? caseFilterLabels.all}
        </span>
        <span className={`tabular-nums text-muted ${sectorView ? "" : "max-sm:hidden"}`}>
          {(sectorView?.cases ?? content.cases).length}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="mt-3 rounded-2xl border border-border bg-bg p-5 sm:absolute sm:right-0 sm:top-full sm:z-20 sm:w-[min(44rem,100%)] sm:p-6 sm:shadow-xl">
        <p className="font-semibold">{sectors.title}</p>
        <p className="mt-1 max-w-3xl text-sm text-muted">{sectors.intro}</p>
        {/* "Alle" is the list's first entry: a list in display: contents beside it lost its
            role in some screen readers. */}
        <ul aria-label={labels.sectorsList} className="mt-4 flex flex-wrap gap-2">
          <li className="flex">
            <a
              href={`/cases#${sectorsId}`}
              aria-current={sectorView ? undefined : "page"}
              className={`${chipClass} ${chipState(!sectorView)}`}
            >
              {caseFilterLabels.all}
              <span className="ml-1.5 tabular-nums font-normal">{content.cases.length}</span>
            </a>
          </li>
          {sectorFilters.map((sector) => (
            <li key={sector.slug} className="flex">
              <SectorChip view={sector} current={sector.path === view?.path} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export default function Cases({ params }: Route.ComponentProps) {
  const { hero, sections, labels, cta } = content;
  const view = viewOf(params);
  const shown = view?.cases ?? content.cases;
  const grid = view
    ? {
        title: caseFilterLabels.heading(view),
        // Above an empty list the intro ("Projekte, in denen …") would promise what is not there.
        intro: view.cases.length > 0 ? caseFilterLabels.intro(view) : undefined,
      }
    : sections.grid;
  const headingId = useId();
  return (
    <>
      {/* No picture: the cards below are the page's pictures. A narrowed view names itself above the title. */}
      {/* Phones skip the lead: the first case shows above the cookie banner at 360×640. */}
      <PageHero {...hero} eyebrow={view?.label ?? hero.eyebrow} split leadOnPhones={false} />
      {/* Heading, filter and the first case in the first screen (issue 31), on phones too. */}
      <section id={sectorsId} aria-labelledby={headingId} className="scroll-mt-20">
        <div className="mx-auto max-w-6xl px-4 pt-4 max-sm:pb-section sm:px-6 sm:pt-10">
          {/* The filter beside the heading from sm on; open, its panel lies over the cases. */}
          {/* On phones the two share one row: the heading may wrap, the filter never moves below it. */}
          <div className="relative flex items-end justify-between gap-x-3 gap-y-5 sm:flex-wrap sm:gap-x-8">
            <div className="min-w-0 max-w-3xl">
              {/* Quiet: a label for the list, not a second headline under the hero. */}
              <h2 id={headingId} className="text-xl min-[390px]:text-2xl sm:text-3xl">
                {grid.title}
              </h2>
              {grid.intro && <p className="mt-2 text-muted max-sm:hidden">{grid.intro}</p>}
            </div>
            <SectorFilter view={view} labels={labels} />
          </div>
          {shown.length > 0 ? (
            <CaseGrid shown={shown} labels={labels} />
          ) : (
            view && (
              <p className="mt-6 text-lead text-muted">
                {caseFilterLabels.none(view)}{" "}
                <a
                  href={`/cases#${sectorsId}`}
                  className="text-primary underline underline-offset-2"
                >
                  {caseFilterLabels.all}
                </a>
              </p>
            )
          )}
        </div>
      </section>
      <CtaSection content={cta} />
    </>
  );
}

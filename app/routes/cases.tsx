import { ArrowLink } from "#app/components/ui/arrow-link";
import { Lock } from "lucide-react";
import type { Route } from "./+types/cases";
import { Grid } from "#app/components/sections/grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
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
import { SectorTint } from "#app/components/ui/sector-tint";
import { CheckList } from "#app/components/ui/check-list";
import { sampleLabels } from "#app/content/sample-notice";

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

/** The card's head: its own title on its sector's colour, so no two cards look alike. */
function CaseCover({ item }: { item: Case }) {
  return (
    <SectorTint
      sector={item.sector}
      className="-mx-6 -mt-6 mb-5 flex min-h-48 flex-col justify-between gap-6 px-6 pb-5 pt-6"
    >
      <p className="text-xs font-semibold uppercase tracking-wide">{item.industry}</p>
      <h3 className="text-balance font-display text-xl font-semibold leading-tight">
        {item.title}
      </h3>
    </SectorTint>
  );
}

/** How many outcomes and badges a card shows. */
const cardItems = 3;

function CaseCard({ item, labels }: { item: Case; labels: Labels }) {
  return (
    <Card as="li" className="flex flex-col overflow-hidden">
      <CaseCover item={item} />
      {(item.confidential || item.sample) && (
        <p className="mb-3 flex flex-wrap gap-2">
          {item.confidential && (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-muted">
              <Lock aria-hidden="true" className="size-3.5" />
              {labels.nda}
            </span>
          )}
          {item.sample && (
            <span className="inline-flex items-center rounded-full bg-fg px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-bg">
              {sampleLabels.case}
            </span>
          )}
        </p>
      )}
      <p className="text-muted">{item.subtitle}</p>
      <CheckList
        items={item.outcomes.slice(0, cardItems)}
        label={labels.outcomes}
        className="mt-5 text-sm"
      />
      <ul aria-label={labels.badges} className="mt-5 flex flex-wrap gap-2">
        {item.badges.slice(0, cardItems).map((badge) => (
          <li key={badge}>
            <Badge>{badge}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <ArrowLink
          to={`/case/${item.slug}`}
          label={labels.details}
          context={`${labels.detailsFor} ${item.title}`}
          className="min-h-11"
        />
      </div>
    </Card>
  );
}

/** The chips link here, so a narrowed view opens with the chips in sight and the grid below. */
const sectorsId = "branchen";

const chipClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors";

/** One sector: a link to its view, marked when it is shown; plain text while it has no case. */
function SectorChip({ view, current }: { view: CaseFilter; current: boolean }) {
  if (view.cases.length === 0) {
    return <span className={`${chipClass} border-border text-muted`}>{view.label}</span>;
  }
  return (
    <a
      href={`${view.path}#${sectorsId}`}
      aria-current={current ? "page" : undefined}
      className={`${chipClass} ${current ? "border-primary bg-primary text-on-primary" : "border-border bg-bg hover:border-primary hover:text-primary"}`}
    >
      {view.label}
      <span className="ml-1.5 tabular-nums font-normal">{view.cases.length}</span>
    </a>
  );
}

export default function Cases({ params }: Route.ComponentProps) {
  const { hero, sections, labels, cta } = content;
  const view = viewOf(params);
  const shown = view?.cases ?? content.cases;
  const grid = view
    ? {
        title: caseFilterLabels.heading(view),
        intro: caseFilterLabels.intro(view),
      }
    : sections.grid;
  return (
    <>
      {/* No picture: the cards below are the page's pictures. A narrowed view names itself above the title. */}
      <PageHero {...hero} eyebrow={view?.label ?? hero.eyebrow} />
      <Section {...sections.sectors} tone="muted" id={sectorsId}>
        {/* One row that scrolls sideways (no script): the cases follow at once, not after twelve chips. */}
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0">
          <a
            href={`/cases#${sectorsId}`}
            aria-current={view ? undefined : "page"}
            className={`${chipClass} shrink-0 ${view ? "border-border bg-bg hover:border-primary hover:text-primary" : "border-primary bg-primary text-on-primary"}`}
          >
            {caseFilterLabels.all}
            <span className="ml-1.5 tabular-nums font-normal">{content.cases.length}</span>
          </a>
          <ul aria-label={labels.sectorsList} className="flex gap-2">
            {sectorFilters.map((sector) => (
              <li key={sector.slug} className="shrink-0">
                <SectorChip view={sector} current={sector.path === view?.path} />
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section {...grid}>
        {shown.length > 0 ? (
          <Grid columns={3} from="md">
            {shown.map((item) => (
              <CaseCard key={item.slug} item={item} labels={labels} />
            ))}
          </Grid>
        ) : (
          view && (
            <p className="text-lead text-muted">
              {caseFilterLabels.none(view)}{" "}
              <a href={`/cases#${sectorsId}`} className="text-primary underline underline-offset-2">
                {caseFilterLabels.all}
              </a>
            </p>
          )
        )}
      </Section>
      <CtaSection content={cta} />
    </>
  );
}

import { ArrowLink } from "#app/components/ui/arrow-link";
import { Check, Lock } from "lucide-react";
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
  industrySectors,
  type Case,
} from "#app/content/cases";
import { pageMeta } from "#app/lib/meta";

const content = {
  hero: casesHero,
  sections: casesSections,
  sectors: industrySectors,
  cases,
  labels: caseLabels,
  cta: casesClosingCta,
};

export const meta = ({ location }: Route.MetaArgs) => pageMeta(casesMeta, location.pathname);

type Labels = typeof caseLabels;

/** How many outcomes and badges a card shows. */
const cardItems = 3;

function CaseCard({ item, labels }: { item: Case; labels: Labels }) {
  return (
    <Card as="li" className="flex flex-col">
      {item.confidential && (
        <p className="mb-3 inline-flex items-center gap-1.5 self-start rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-muted">
          <Lock aria-hidden="true" className="size-3.5" />
          {labels.nda}
        </p>
      )}
      <h3 className="text-lg font-semibold">{item.title}</h3>
      <p className="mt-1 text-sm font-semibold text-primary">{item.industry}</p>
      <p className="mt-3 text-muted">{item.subtitle}</p>
      <ul aria-label={labels.outcomes} className="mt-5 space-y-2 text-sm">
        {item.outcomes.slice(0, cardItems).map((outcome) => (
          <li key={outcome} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{outcome}</span>
          </li>
        ))}
      </ul>
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

export default function Cases() {
  const { hero, sections, sectors, cases, labels, cta } = content;
  return (
    <>
      <PageHero {...hero} />
      <Section {...sections.sectors} tone="muted">
        <ul aria-label={labels.sectorsList} className="flex flex-wrap gap-2 sm:gap-3">
          {sectors.map((sector) => (
            <li key={sector}>
              <Badge variant="outline">{sector}</Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section {...sections.grid}>
        <Grid columns={3} from="md">
          {cases.map((item) => (
            <CaseCard key={item.slug} item={item} labels={labels} />
          ))}
        </Grid>
      </Section>
      <CtaSection content={cta} />
    </>
  );
}

import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/leistung";
import { CaseTeasers } from "#app/components/sections/case-teasers";
import { CtaSection } from "#app/components/sections/cta-section";
import { caseLabels, type Case } from "#app/content/cases";
import { TextCards } from "#app/components/sections/grid";
import { FiguresBand } from "#app/components/sections/figures-band";
import { CaseFigureCard } from "#app/components/sections/hero-figures/case-figure-card";
import { PageHero } from "#app/components/sections/page-hero";
import { casesPathFor, heroCaseOf, relatedCases } from "#app/content/case-filters";
import { Section } from "#app/components/sections/section";
import { Steps } from "#app/components/sections/steps";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs";
import { ButtonLink } from "#app/components/ui/button-link";
import { findService, serviceLabels, type ServicePage } from "#app/content/services";
import { pageMeta } from "#app/lib/meta";
import { sectionTrail } from "#app/lib/breadcrumbs";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { CheckList } from "#app/components/ui/check-list";

/** The service of the path; an unknown slug is a 404. */
function serviceOf(slug: string | undefined): ServicePage {
  const service = findService(slug);
  if (!service) throw new Response("Leistung nicht gefunden", { status: 404 });
  return service;
}

const trailOf = (service: ServicePage) =>
  sectionTrail("/leistungen", { label: service.name, to: `/leistungen/${service.slug}` });

export const meta = ({ params, location }: Route.MetaArgs) => {
  const service = serviceOf(params.slug);
  return [...pageMeta(service.meta, location.pathname), breadcrumbJsonLd(trailOf(service))];
};

function Challenge({ challenge }: { challenge: ServicePage["challenge"] }) {
  return (
    <Section title={challenge.title} intro={challenge.intro} tone="muted">
      <FiguresBand
        label={challenge.title}
        figures={challenge.stats.map((stat) => ({ key: stat.value + stat.label, ...stat }))}
      />
    </Section>
  );
}

function Approach({ approach }: { approach: ServicePage["approach"] }) {
  return (
    <Section title={approach.title} intro={approach.intro}>
      {approach.kind === "steps" ? (
        <Steps steps={approach.items} />
      ) : (
        <TextCards cards={approach.items} columns={approach.items.length === 3 ? 3 : 2} />
      )}
      {approach.link && (
        <ButtonLink to={approach.link.to} variant="secondary" className="mt-8">
          {approach.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      )}
    </Section>
  );
}

function Deliverables({ deliverables }: { deliverables: ServicePage["deliverables"] }) {
  return (
    // Title beside a ruled list from lg: a delivery's contents, not seven boxes in 4 + 3.
    <Section title={deliverables.title} tone="muted" layout="split">
      <CheckList items={deliverables.items} variant="ruled" />
    </Section>
  );
}

/**
 * Up to three cases of this service, from two (one alone left two thirds of the row empty), of
 * different sketches where it has them; from `lg` without the one beside the hero, and left out
 * there where only one would remain (round 36: a lone case beside a link to all read as a
 * failed load; the hero's case and its cases button say it).
 */
function RelatedCases({ related, besideHero }: { related: readonly Case[]; besideHero?: Case }) {
  if (related.length === 0) return null;
  const wide = related.filter((item) => item !== besideHero).length;
  return (
    <Section title={caseLabels.related} className={wide < 2 ? "lg:hidden" : ""}>
      <CaseTeasers cases={related} besideHero={besideHero} />
    </Section>
  );
}

export default function Leistung({ params }: Route.ComponentProps) {
  const service = serviceOf(params.slug);
  const { hero } = service;
  const labels = serviceLabels;
  const related = relatedCases(service.slug);
  const lead = heroCaseOf(service.slug);
  return (
    <>
      <PageHero
        above={
          <div className="mb-6">
            <Breadcrumbs label={labels.breadcrumb} items={trailOf(service)} />
          </div>
        }
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={hero.primary}
        secondary={{ label: hero.secondary.label, to: casesPathFor(service.slug) }}
        figure={lead && <CaseFigureCard caption={caseLabels.related} item={lead} />}
        person={{ topic: service.slug }}
      />
      <Challenge challenge={service.challenge} />
      <Approach approach={service.approach} />
      <Deliverables deliverables={service.deliverables} />
      <RelatedCases related={related} besideHero={lead} />
      <CtaSection
        content={{
          ...service.closing,
          secondary: service.closing.secondary && {
            label: service.closing.secondary.label,
            to: casesPathFor(service.slug),
          },
          promises: [...service.closing.promises],
        }}
      />
    </>
  );
}

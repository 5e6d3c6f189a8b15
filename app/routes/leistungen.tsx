import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/leistungen";
import { Grid, TextCardGrid } from "#app/components/sections/card-grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { Faq } from "#app/components/sections/faq";
import { PageHero } from "#app/components/sections/page-hero";
import { Section, SectionNumber } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { ButtonLink } from "#app/components/ui/button-link";
import { Card } from "#app/components/ui/card";
import { Icon } from "#app/components/ui/icon";
import {
  frameworkPillars,
  industryPatterns,
  offers,
  servicesClosingCta,
  servicesFaq,
  servicesHero,
  servicesLabels,
  servicesMeta,
  servicesSections,
  specialisedServices,
  successStories,
} from "#app/content/services-overview";
import { pageMeta } from "#app/lib/meta";
import { faqJsonLd } from "#app/lib/structured-data";

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(servicesMeta, location.pathname),
  faqJsonLd(servicesFaq),
];

function Offers() {
  return (
    <Grid columns={3}>
      {offers.map((offer) => (
        <Card as="li" key={offer.id} className="flex flex-col">
          <div className="flex items-start justify-between gap-4">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
              <Icon name={offer.icon} />
            </span>
            <Badge variant="outline">{offer.subtitle}</Badge>
          </div>
          <h3 className="mt-4 text-xl font-semibold">{offer.title}</h3>
          <p className="mt-2 text-muted">{offer.description}</p>
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide">
            {servicesLabels.artifacts}
          </h4>
          <ul className="mt-3 space-y-2">
            {offer.artifacts.map((artifact) => (
              <li key={artifact} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {artifact}
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-border pt-4 text-sm font-medium">
            <span className="text-primary">{servicesLabels.value}: </span>
            {offer.value}
          </p>
          <div className="mt-auto pt-6">
            <p className="text-2xl font-bold">
              <span className="sr-only">{servicesLabels.price}: </span>
              {offer.price}
            </p>
            <ButtonLink to={offer.cta.to} className="mt-4 w-full">
              {offer.cta.label}
            </ButtonLink>
          </div>
        </Card>
      ))}
    </Grid>
  );
}

function SpecialisedServices() {
  return (
    <Grid columns={3}>
      {specialisedServices.map((service) => (
        <Card as="li" key={service.id} className="flex flex-col">
          <h3 className="text-lg font-semibold">{service.title}</h3>
          <p className="mt-2 text-muted">{service.description}</p>
          <Link
            to={service.link.to}
            className="group mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {service.link.label}
            <span className="sr-only">: {service.title}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </Card>
      ))}
    </Grid>
  );
}

function SuccessStories() {
  return (
    <Grid columns={3}>
      {successStories.map((story) => (
        <Card as="li" key={story.title} className="flex flex-col bg-bg">
          <p className="text-sm font-medium text-muted">{story.industry}</p>
          <h3 className="mt-2 text-lg font-semibold">{story.title}</h3>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-primary">{servicesLabels.result}</dt>
              <dd className="mt-1">{story.result}</dd>
            </div>
            <div className="border-t border-border pt-4">
              <dt className="text-sm font-semibold text-primary">{servicesLabels.impact}</dt>
              <dd className="mt-1 text-muted">{story.impact}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </Grid>
  );
}

function IndustryPatterns() {
  return (
    <Grid columns={3}>
      {industryPatterns.map((pattern) => (
        <Card as="li" key={pattern.industry} className="flex flex-col">
          <h3 className="text-lg font-semibold">{pattern.industry}</h3>
          <h4 className="mt-4 text-sm font-semibold text-primary">{servicesLabels.learnings}</h4>
          <ul className="mt-2 space-y-2">
            {pattern.learnings.map((learning) => (
              <li key={learning} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {learning}
              </li>
            ))}
          </ul>
          <h4 className="mt-5 border-t border-border pt-4 text-sm font-semibold text-primary">
            {servicesLabels.application}
          </h4>
          <p className="mt-1 text-muted">{pattern.application}</p>
        </Card>
      ))}
    </Grid>
  );
}

export default function Leistungen() {
  const { framework, offers: offersIntro, specialised, stories, patterns, faq } = servicesSections;
  return (
    <>
      <PageHero
        above={<SectionNumber number={1} className="mb-2" />}
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        lead={servicesHero.lead}
        primary={servicesHero.primary}
        secondary={servicesHero.secondary}
      />
      <Section number={2} title={framework.title} intro={framework.intro}>
        <TextCardGrid cards={frameworkPillars} columns={4} />
        <ButtonLink to={servicesLabels.frameworkLink.to} variant="secondary" className="mt-8">
          {servicesLabels.frameworkLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Section>
      <Section number={3} title={offersIntro.title} intro={offersIntro.intro} tone="muted">
        <Offers />
      </Section>
      <Section number={4} title={specialised.title} intro={specialised.intro}>
        <SpecialisedServices />
      </Section>
      <Section number={5} title={stories.title} intro={stories.intro} tone="muted">
        <SuccessStories />
      </Section>
      <Section number={6} title={patterns.title} intro={patterns.intro}>
        <IndustryPatterns />
      </Section>
      <Section number={7} title={faq.title} intro={faq.intro} tone="muted">
        <div className="max-w-3xl">
          <Faq items={servicesFaq} />
        </div>
      </Section>
      <CtaSection number={8} content={servicesClosingCta} />
    </>
  );
}

import { DotLine } from "#app/components/ui/inline-list";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/leistungen";
import { DisclosureList, TextCardBody } from "#app/components/sections/disclosure-list";
import { Grid } from "#app/components/sections/grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { Faq } from "#app/components/sections/faq";
import { DurationFigure, durationsOf } from "#app/components/sections/hero-figures/duration-figure";
import { PageHero } from "#app/components/sections/page-hero";
import { StatementBand } from "#app/components/sections/statement-band";
import { Section } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { ButtonLink } from "#app/components/ui/button-link";
import { Card } from "#app/components/ui/card";
import { Disclosure } from "#app/components/ui/disclosure";
import { Icon } from "#app/components/ui/icon";
import { readPage } from "#app/content/files/collections";
import { sampleLabels } from "#app/content/sample-notice";
import { pageMeta } from "#app/lib/meta";
import { faqJsonLd } from "#app/lib/structured-data";
import { CheckList } from "#app/components/ui/check-list";
import { CaseThumbnail } from "#app/components/sections/case-thumbnail";
import { ClientTitle } from "#app/components/ui/client-title";
import { CaseMarks, StatusMark } from "#app/components/sections/case-marks";
import { findCase } from "#app/content/cases";

const content = readPage("services-overview");

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(content.meta, location.pathname),
  faqJsonLd(content.faq),
];

type Content = typeof content;

type Labels = Content["labels"];

function Offers({ offers, labels }: { offers: Content["offers"]; labels: Labels }) {
  return (
    <>
      {/* Side by side the cards share their rows (five parts): rules, benefits and prices line
          up across a row, and a shorter card's air sits under its own text, not above its price. */}
      <Grid columns={3} parts={5}>
        {offers.map((offer) => {
          return (
            <Card as="li" key={offer.title} className="flex flex-col">
              <div className="flex items-start justify-between gap-4">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
                  <Icon name={offer.icon} />
                </span>
                <Badge variant="outline">{offer.subtitle}</Badge>
              </div>
              <div>
                <h3 className="mt-4 text-xl font-semibold">{offer.title}</h3>
                <p className="mt-2 text-muted">{offer.description}</p>
              </div>
              <Disclosure
                openWide
                summary={labels.artifacts}
                className="mt-4 border-t border-border pt-2"
              >
                <CheckList items={offer.artifacts} />
              </Disclosure>
              <p className="mt-4 border-t border-border pt-4 text-sm font-medium">
                <span className="text-primary">{labels.value}: </span>
                {offer.value}
              </p>
              <div className="pt-6">
                <p className="font-display text-2xl font-semibold tabular-nums">
                  <span className="sr-only">{labels.price}: </span>
                  {offer.price}
                </p>
                {/* Outlined: the one solid button on a page is the free conversation (issue 31);
                    a package is talked over in it, with its topic chosen. */}
                <ButtonLink to={offer.cta.to} variant="secondary" className="mt-4 w-full">
                  {offer.cta.label}
                </ButtonLink>
                {/* Centred on one line from 360 px; below, it wraps from the left with no dot
                    at a line's end or start. */}
                {offer.cta.note && (
                  <DotLine
                    text={offer.cta.note}
                    className="mt-2 text-xs text-muted min-[390px]:text-sm"
                    rowClassName="min-[360px]:justify-center"
                  />
                )}
              </div>
            </Card>
          );
        })}
      </Grid>
      <p className="mt-6 text-sm text-muted">{content.priceNote}</p>
    </>
  );
}

/** Ruled rather than boxed: three short entries, each with its link, read as one list. */
function SpecialisedServices({ services }: { services: Content["specialised"] }) {
  return (
    <ul className="grid border-t border-border md:grid-cols-3 md:gap-x-8">
      {services.map((service) => (
        <li key={service.id} className="flex flex-col border-b border-border py-5">
          <h3 className="text-lg font-semibold">{service.title}</h3>
          <p className="mt-1.5 text-muted">{service.description}</p>
          <ArrowLink
            to={service.link.to}
            label={service.link.label}
            context={`(${service.title})`}
            className="mt-auto self-start pt-3"
          />
        </li>
      ))}
    </ul>
  );
}

function SuccessStories({ stories, labels }: { stories: Content["stories"]; labels: Labels }) {
  return (
    <ul className="grid border-t border-border md:grid-cols-3 md:gap-x-8">
      {stories.map((story) => {
        const item = findCase(story.caseSlug);
        return (
          // From md the stories of the row share their rows (subgrid): sketches of two and three
          // words get one frame height, and titles and results start level (round 31).
          <li
            key={story.title}
            className="flex flex-col border-b border-border py-5 md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            {/* The sketch of the case a story leads to, as its card on /cases draws it: from md.
                Not on phones: at a story's width its numbers were 7 px (round 25), and at the
                full width three drawings would take the page over ten screens; the case's page,
                one tap away, draws it full size. */}
            {item && <CaseThumbnail item={item} className="mb-4 max-md:hidden" />}
            {/* Sector and sample mark on one line, as on the case cards. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <p className="text-sm font-medium text-muted">{story.industry}</p>
              {/* A story of a case carries the case's own marks, as its card does. */}
              {item ? (
                <CaseMarks item={item} />
              ) : (
                story.sample && <StatusMark>{sampleLabels.case}</StatusMark>
              )}
            </div>
            {/* At its row's foot from md: a title without a client line above it ends level
                with its neighbours' (round 38: 20 px higher). */}
            <h3 className="mt-1.5 text-lg font-semibold md:self-end">
              {story.to ? (
                // A heading's link shows its arrow, not a body link's underline (round 22).
                <Link to={story.to} className="hover:text-primary">
                  <ClientTitle title={story.title} clientClassName="mb-1 text-sm" arrow />
                </Link>
              ) : (
                story.title
              )}
            </h3>
            <dl className="mt-3">
              <dt className="text-sm font-semibold text-primary">{labels.result}</dt>
              <dd className="mt-1">{story.result}</dd>
            </dl>
            <Disclosure openWide summary={labels.impact} className="mt-auto pt-2 lg:mt-0 lg:pt-3">
              <p className="text-muted">{story.impact}</p>
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}

/** The industries' names at a glance; what was learnt there and how it helps, one tap away. */
function IndustryPatterns({ patterns, labels }: { patterns: Content["patterns"]; labels: Labels }) {
  return (
    <DisclosureList
      columns={2}
      items={patterns.map((pattern) => ({
        title: pattern.industry,
        body: (
          <>
            <h4 className="text-sm font-semibold text-primary">{labels.learnings}</h4>
            <CheckList items={pattern.learnings} className="mt-2 text-fg" />
            <h4 className="mt-4 text-sm font-semibold text-primary">{labels.application}</h4>
            <p className="mt-1">{pattern.application}</p>
          </>
        ),
      }))}
    />
  );
}

export default function Leistungen() {
  const {
    hero,
    sections,
    statement,
    pillars,
    offers,
    specialised,
    stories,
    patterns,
    faq,
    closing,
    labels,
  } = content;
  const durations = durationsOf(offers);
  return (
    <>
      <PageHero
        number={1}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        figure={
          durations && (
            <DurationFigure
              caption={sections.offers.title}
              offers={durations}
              ticks={labels.durationTicks}
            />
          )
        }
        person
      />
      <Section number={2} title={sections.framework.title} intro={sections.framework.intro}>
        <DisclosureList
          columns={2}
          items={pillars.map((card) => ({ title: card.title, body: <TextCardBody {...card} /> }))}
        />
        <ButtonLink to={labels.frameworkLink.to} variant="secondary" className="mt-8">
          {labels.frameworkLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Section>
      <Section number={3} title={sections.offers.title} intro={sections.offers.intro} tone="muted">
        <Offers offers={offers} labels={labels} />
      </Section>
      <StatementBand statement={statement} />
      <Section number={4} title={sections.specialised.title} intro={sections.specialised.intro}>
        <SpecialisedServices services={specialised} />
      </Section>
      <Section
        number={5}
        title={sections.stories.title}
        intro={sections.stories.intro}
        tone="muted"
      >
        <SuccessStories stories={stories} labels={labels} />
      </Section>
      <Section number={6} title={sections.patterns.title} intro={sections.patterns.intro}>
        <IndustryPatterns patterns={patterns} labels={labels} />
      </Section>
      <Section
        number={7}
        title={sections.faq.title}
        intro={sections.faq.intro}
        tone="muted"
        layout="split"
      >
        <Faq items={faq} />
      </Section>
      <CtaSection number={8} content={closing} />
    </>
  );
}

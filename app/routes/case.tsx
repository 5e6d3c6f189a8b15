import { type ReactNode, useId } from "react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/case";
import { CaseFigure } from "#app/components/sections/case-figure";
import { SketchDrawing } from "#app/components/sections/case-sketches";
import { CtaSection } from "#app/components/sections/cta-section";
import { FiguresBand } from "#app/components/sections/figures-band";
import { Testimonial } from "#app/components/sections/testimonial";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import {
  caseLabels,
  caseMeta,
  casesClosingCta,
  findCase,
  nextCase,
  type Case,
} from "#app/content/cases";
import { pageMeta } from "#app/lib/meta";
import { topicPath } from "#app/content/offers";
import type { Cta } from "#app/content/types";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { sectionTrail } from "#app/lib/breadcrumbs";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { CheckList } from "#app/components/ui/check-list";
import { Picture } from "#app/components/ui/picture";
import { RichText } from "#app/components/ui/rich-text";
import { BadgeList } from "#app/components/ui/badge";
import { ClientTitle } from "#app/components/ui/client-title";
import { YearRanges } from "#app/components/ui/year-ranges";

type Labels = typeof caseLabels;

/** The case of the path; an unknown slug is a 404 (the servers redirect those to /cases). */
function caseOf(slug: string | undefined): Case {
  const item = findCase(slug);
  if (!item) throw new Response("Case nicht gefunden", { status: 404 });
  return item;
}

export const meta = ({ params, location }: Route.MetaArgs) => {
  const item = caseOf(params.slug);
  return [
    ...pageMeta(caseMeta(item), location.pathname),
    breadcrumbJsonLd(sectionTrail("/cases", { label: item.title, to: `/case/${item.slug}` })),
  ];
};

/** The hero's picture: the content's width from md on (72 rem), the full column on phones. */
const heroSizes = "(min-width: 1152px) 72rem, 100vw";
/** Gallery pictures: two columns from sm on. */
const gallerySizes = "(min-width: 1152px) 36rem, (min-width: 640px) 50vw, 100vw";

/**
 * The case's file of facts: beside the title from md on (the hero's second column, one fact a
 * row, level with the title), under the picture on phones (one a row: a value in half a phone
 * broke "Beispiel-/Case"). Its focus points are the last fact; a station before the founding
 * says under its status whose work it was.
 */
/** The closing's conversation with the case's first service chosen on the form. */
const closingFor = (item: Case) => ({
  ...casesClosingCta,
  primary: { ...casesClosingCta.primary, to: topicPath(item.services[0]) },
});

function CaseFile({ item, labels, ask }: { item: Case; labels: Labels; ask: Cta }) {
  const facts: { term: string; value: ReactNode }[] = [
    { term: labels.industry, value: item.industry },
    { term: labels.type, value: <YearRanges text={item.timeline} /> },
    {
      term: labels.status,
      value: (
        <>
          {labels.statusOf(item)}
          {item.station && (
            <span className="mt-1 block font-normal text-muted">
              <YearRanges text={labels.stationNote(item.station)} />
            </span>
          )}
        </>
      ),
    },
    { term: labels.services, value: item.serviceNames.join(", ") },
    {
      term: labels.badges,
      value: (
        <BadgeList items={item.badges} variant="outline" label={labels.badges} className="mt-1.5" />
      ),
    },
    // The conversation high on the page, not only in the closing band (round 31).
    {
      term: casesClosingCta.title,
      value: <ArrowLink to={ask.to} label={ask.label} context="" className="min-h-11" />,
    },
  ];
  return (
    <dl
      data-case-file
      className="grid gap-y-4 border-t border-border pt-5 text-sm md:col-start-2 md:row-start-1 md:mt-16 md:self-start md:border-l md:border-t-0 md:pl-6 md:pt-0 lg:row-end-3"
    >
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="mt-0.5 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The case's picture, under its title (across the hero at md): its photo where it has one;
 * otherwise a sketch of the work drawn from its data
 * (../components/sections/case-figure.tsx), which carries nothing the page repeats: the figures
 * stand once, under the results.
 */
function CasePicture({ item, labels }: { item: Case; labels: Labels }) {
  return (
    <div className="md:col-span-2 lg:col-span-1 lg:col-start-1">
      {item.heroImage ? (
        <Picture
          image={item.heroImage.image}
          alt={item.heroImage.alt}
          sizes={heroSizes}
          priority
          className="h-auto w-full rounded-2xl border border-border shadow-sm"
        />
      ) : (
        <CaseFigure item={item} words={labels.sketches[item.sketch]} />
      )}
    </div>
  );
}

/**
 * One chapter of the case: its heading beside its text from lg on (a third to two thirds, as a
 * report reads), above it on phones. A chapter's heading is smaller than a section's: a 46 px
 * heading over three lines of text read as a thin page (round 25).
 */
function Chapter({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-y-5 border-t border-border pt-8 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-12"
    >
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

/** A part of the case's story told in paragraphs, at a reading size. */
function Story({ title, text }: { title: string; text: Case["context"] }) {
  return (
    <Chapter title={title}>
      <div className="max-w-[65ch] space-y-4 text-lg lg:text-xl lg:leading-relaxed">
        <RichText text={text} />
      </div>
    </Chapter>
  );
}

function CaseStudy({ item }: { item: Case }) {
  const labels = caseLabels;
  const next = nextCase(item.slug);
  const closing = closingFor(item);
  return (
    <>
      <PageHero
        title={item.title}
        clientFirst
        lead={item.subtitle}
        above={
          <>
            <Link
              to="/cases"
              className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {labels.backToList}
            </Link>
            {/* No mark here: an invented case says so once, in its status (the file of facts). */}
          </>
        }
        aside={
          // Phones: title, picture, facts; from md the facts beside the title, the picture under
          // both; from lg the picture under the title, the facts beside both (round 32: beside a
          // long file, 250 px stood empty under the lead).
          <>
            <CasePicture item={item} labels={labels} />
            <CaseFile item={item} labels={labels} ask={closing.primary} />
          </>
        }
        wideText
      >
        {item.clientLogo && (
          // On a light plate: a logo drawn for white paper stays legible in the dark theme.
          <Picture
            image={item.clientLogo.image}
            alt={item.clientLogo.alt}
            sizes="12rem"
            className="mt-6 h-14 w-auto rounded-lg bg-white p-2"
          />
        )}
      </PageHero>

      {/* The story as a report reads: starting point, approach, results, one chapter under the
          other, each heading beside its text from lg on. No pulled line: it would repeat a result. */}
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-section sm:px-6">
        <Story title={labels.context} text={item.context} />
        <Story
          title={item.station ? labels.stationApproach : labels.approach}
          text={item.approach}
        />
        <Chapter title={labels.results}>
          {item.metrics.length > 0 && (
            <div>
              <h3 className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted">
                {labels.metrics}
              </h3>
              {/* The same band as home's and the programme's figures: number, label, evidence. */}
              <FiguresBand
                label={labels.metrics}
                figures={item.metrics.map((metric) => ({ ...metric, key: metric.label }))}
              />
            </div>
          )}
          {/* Under the figures, their band's lower rule is the outcomes' first: two rules a
              gap apart read as a slip (round 30). */}
          <CheckList
            items={item.outcomes}
            variant="ruled"
            className={`text-lg ${item.metrics.length > 0 ? "[&>li:first-child]:border-t-0" : ""}`}
          />
        </Chapter>
      </div>

      {item.gallery.length > 0 && (
        <Section title={labels.gallery}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {item.gallery.map((photo) => (
              <li key={photo.image.src}>
                <Picture
                  image={photo.image}
                  alt={photo.alt}
                  sizes={gallerySizes}
                  className="h-auto w-full rounded-2xl border border-border"
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {item.testimonial && (
        <Section title={labels.testimonial} tone="muted">
          <Testimonial testimonial={item.testimonial} />
        </Section>
      )}

      <nav
        aria-label={labels.moreCases}
        className="mx-auto flex max-w-6xl flex-col gap-4 px-4 max-sm:pb-section sm:flex-row sm:items-stretch sm:justify-between sm:px-6"
      >
        <Link
          to="/cases"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline sm:self-center"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {labels.backToList}
        </Link>
        {/* The next case as its card starts: its sketch small, its title in the display face
            (round 33: three small lines in a box read as a stray label). */}
        <Link
          to={`/case/${next.slug}`}
          className="group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 rounded-2xl border border-border bg-surface p-4 transition-colors hover:bg-surface-strong motion-reduce:transition-none sm:w-[34rem] sm:grid-cols-[11rem_minmax(0,1fr)_auto]"
        >
          {/* On a phone above the title, across the card: beside it the title had 106 px. */}
          <span className="rounded-lg border border-border bg-bg p-1.5 max-sm:col-span-2">
            <SketchDrawing item={next} />
          </span>
          <span>
            <span className="block text-sm font-semibold text-primary">{labels.nextCase}</span>
            <span className="mt-1 block font-display text-xl font-semibold leading-snug">
              <ClientTitle title={next.title} clientClassName="font-sans text-sm" />
            </span>
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </Link>
      </nav>

      <CtaSection content={closing} />
    </>
  );
}

export default function CasePage({ params }: Route.ComponentProps) {
  return <CaseStudy item={caseOf(params.slug)} />;
}

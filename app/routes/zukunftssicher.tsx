import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import type { Route } from "./+types/zukunftssicher";
import { CtaSection } from "#app/components/sections/cta-section";
import { DisclosureList, TextCardBody } from "#app/components/sections/disclosure-list";
import { StepNumber } from "#app/components/ui/step-number";
import { Faq } from "#app/components/sections/faq";
import { FiguresBand } from "#app/components/sections/figures-band";
import { DaysFigure } from "#app/components/sections/hero-figures/days-figure";
import { PageHero } from "#app/components/sections/page-hero";
import { StatementBand } from "#app/components/sections/statement-band";
import { Section } from "#app/components/sections/section";
import { Disclosure } from "#app/components/ui/disclosure";
import { readPage } from "#app/content/files/collections";
import type { ProgrammeWeek } from "#app/content/files/pages/programme";
import { guarantee } from "#app/content/guarantee";
import { pageMeta } from "#app/lib/meta";
import { faqJsonLd } from "#app/lib/structured-data";
import { InlineList } from "#app/components/ui/inline-list";

const content = readPage("programme");

type Data = typeof content;

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(content.meta, location.pathname),
  faqJsonLd(content.faq),
];

/** The four headline figures, in a band right under the hero. */
function KeyFigures({ keyFigures, labels }: Pick<Data, "keyFigures" | "labels">) {
  const headingId = useId();
  return (
    // Under the hero, whose rule is its upper edge: only its own lower rule (round 37: two rules
    // 40 px apart read as an empty stripe).
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 [&>div]:border-t-0"
    >
      <h2 id={headingId} className="sr-only">
        {labels.keyFigures}
      </h2>
      <FiguresBand
        label={labels.keyFigures}
        figures={keyFigures.map((figure) => ({
          ...figure,
          key: figure.metric,
          value: figure.metric,
          label: figure.description,
        }))}
      />
    </section>
  );
}

/**
 * One week on the programme's timeline: a numbered mark on a line that runs down the left on
 * phones and across the top from lg on (four columns), then the week's title and goal. No
 * card: the four weeks read as one sequence, not four boxes.
 */
function Week({
  week,
  labels,
  last,
}: {
  week: ProgrammeWeek;
  labels: Data["labels"];
  last: boolean;
}) {
  const id = useId();
  return (
    <li className="grid max-w-none grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 lg:block">
      <div aria-hidden="true" className="flex flex-col items-center lg:flex-row">
        <StepNumber n={week.week} />
        {/* The line to the next week; across the column gap from lg on. */}
        <span
          className={`w-0.5 flex-1 bg-border lg:-mr-8 lg:h-0.5 lg:w-auto ${last ? "invisible" : ""}`}
        />
      </div>
      <div className={`flex flex-col ${last ? "" : "pb-8"} lg:pb-0 lg:pt-5`}>
        <p className="pt-2 font-display text-sm font-semibold tabular-nums text-primary lg:pt-0">
          {labels.week} {week.week}
        </p>
        <h3 className="mt-1 text-xl font-semibold">{week.title}</h3>
        <p className="mt-2 font-medium">
          <span className="text-primary">{labels.goal}: </span>
          {week.goal}
        </p>
        {/* The week's goal reads at a glance; how it runs and what it yields, one tap away. */}
        <div className="pt-2">
          <Disclosure
            openWide="untitled"
            summary={labels.weekDetails}
            className="border-t border-border pt-2"
          >
            <p className="text-muted">{week.description}</p>
            <h4 id={`${id}-deliverables`} className="mt-5 text-sm font-semibold">
              {labels.deliverables}
            </h4>
            <ul aria-labelledby={`${id}-deliverables`} className="mt-2 space-y-1.5 text-sm">
              {week.deliverables.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-primary"
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <h4 id={`${id}-methods`} className="mt-5 text-sm font-semibold">
              {labels.methods}
            </h4>
            {/* A line, not pills: in a narrow week column each pill took a line of its own. */}
            <InlineList
              aria-labelledby={`${id}-methods`}
              items={week.methods}
              className="mt-1 text-sm text-muted"
            />
          </Disclosure>
        </div>
      </div>
    </li>
  );
}

export default function Zukunftssicher() {
  const { hero, sections, problems, framework, weeks, faq, nextStep, labels } = content;
  return (
    <>
      <PageHero
        {...hero}
        figure={
          <DaysFigure
            caption={sections.weeks.title}
            weeks={weeks}
            days={content.days}
            labels={{
              week: labels.week,
              results: labels.deliverables,
              finalDay: labels.finalDay,
            }}
          />
        }
        person
      />
      <KeyFigures keyFigures={content.keyFigures} labels={labels} />
      {/* The problems in sight, each with its sentence (round 26: titles alone read as a list
          of closed rows), what they cost one tap away; principles and audiences: the titles say
          enough to find oneself, the text folds. */}
      <Section {...sections.problems}>
        <DisclosureList
          columns={2}
          items={problems.map((card) => ({
            title: card.title,
            note: <span className="text-muted">{card.description}</span>,
            // Without a cost there is nothing to fold: the row stays a plain row.
            body: card.detail ? <TextCardBody detail={card.detail} label={labels.impact} /> : null,
          }))}
        />
      </Section>
      <Section {...sections.framework} tone="muted">
        {/* Numbered, in the programme's order: not a second list ruled like the problems'. */}
        <DisclosureList
          columns={2}
          numbered
          items={framework.map((card) => ({
            title: card.title,
            body: <TextCardBody {...card} />,
          }))}
        />
      </Section>
      <StatementBand statement={content.statement} />
      <Section {...sections.weeks}>
        <ol className="grid lg:grid-cols-4 lg:gap-8">
          {weeks.map((week, index) => (
            <Week key={week.week} week={week} labels={labels} last={index === weeks.length - 1} />
          ))}
        </ol>
      </Section>
      <Section {...sections.audiences} tone="muted">
        <DisclosureList
          columns={2}
          items={content.audiences.map((audience) => ({
            title: audience.title,
            body: (
              <TextCardBody
                description={audience.description}
                detail={audience.pain}
                label={labels.pain}
              />
            ),
          }))}
        />
      </Section>
      <Section {...sections.criteria}>
        <ol className="grid gap-4 md:grid-cols-3">
          {content.successCriteria.map((criterion, index) => (
            <li
              key={criterion}
              className="flex gap-4 rounded-2xl border border-border bg-surface p-6"
            >
              <StepNumber n={index + 1} />
              <p className="font-medium">{criterion}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id={guarantee.id} title={guarantee.title} intro={guarantee.intro} tone="muted">
        {/* The terms in full, ruled rather than boxed: a contract's clauses, not four offers. */}
        <dl className="grid border-t border-border md:grid-cols-2 md:gap-x-10">
          {guarantee.terms.map(({ term, text }) => (
            <div key={term} className="border-b border-border py-5">
              <dt className="font-semibold">{term}</dt>
              <dd className="mt-1.5 text-muted">{text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section {...sections.faq} layout="split">
        <Faq items={faq} />
      </Section>
      <CtaSection content={nextStep} />
    </>
  );
}

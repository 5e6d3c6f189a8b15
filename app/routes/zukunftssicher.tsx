import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import type { Route } from "./+types/zukunftssicher";
import { CtaSection } from "#app/components/sections/cta-section";
import { DisclosureList, TextCardBody } from "#app/components/sections/disclosure-list";
import { Faq } from "#app/components/sections/faq";
import { FiguresBand } from "#app/components/sections/figures-band";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { Disclosure } from "#app/components/ui/disclosure";
import { readPage } from "#app/content/files/collections";
import type { ProgrammeWeek } from "#app/content/files/pages/programme";
import { guarantee } from "#app/content/guarantee";
import { pageMeta } from "#app/lib/meta";
import { faqJsonLd } from "#app/lib/structured-data";

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
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
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

function Week({ week, labels }: { week: ProgrammeWeek; labels: Data["labels"] }) {
  const id = useId();
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-bg p-6">
      <p className="font-display text-sm font-semibold tabular-nums text-primary">
        {labels.week} {week.week}
      </p>
      <h3 className="mt-1 text-xl font-semibold">{week.title}</h3>
      <p className="mt-3 font-medium">
        <span className="text-primary">{labels.goal}: </span>
        {week.goal}
      </p>
      {/* The week's goal reads at a glance; how it runs and what it yields, one tap away. */}
      <div className="mt-auto pt-4 lg:mt-0">
        <Disclosure openWide summary={labels.weekDetails} className="border-t border-border pt-2">
          <p className="text-muted">{week.description}</p>
          <h4 id={`${id}-deliverables`} className="mt-5 text-sm font-semibold">
            {labels.deliverables}
          </h4>
          <ul aria-labelledby={`${id}-deliverables`} className="mt-2 space-y-1.5 text-sm">
            {week.deliverables.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <h4 id={`${id}-methods`} className="mt-5 text-sm font-semibold">
            {labels.methods}
          </h4>
          <ul aria-labelledby={`${id}-methods`} className="mt-2 flex flex-wrap gap-2">
            {week.methods.map((method) => (
              <li key={method}>
                <Badge variant="outline">{method}</Badge>
              </li>
            ))}
          </ul>
        </Disclosure>
      </div>
    </li>
  );
}

export default function Zukunftssicher() {
  const { hero, sections, problems, framework, weeks, faq, nextStep, labels } = content;
  return (
    <>
      <PageHero {...hero} person />
      <KeyFigures keyFigures={content.keyFigures} labels={labels} />
      {/* Problems, principles and audiences: the titles say enough to find oneself; the text folds. */}
      <Section {...sections.problems}>
        <DisclosureList
          columns={2}
          items={problems.map((card) => ({
            title: card.title,
            body: <TextCardBody {...card} label={labels.impact} />,
          }))}
        />
      </Section>
      <Section {...sections.framework} tone="muted">
        <DisclosureList
          columns={2}
          items={framework.map((card) => ({
            title: card.title,
            body: <TextCardBody {...card} />,
          }))}
        />
      </Section>
      <Section {...sections.weeks}>
        <ol className="grid gap-6 md:grid-cols-2">
          {weeks.map((week) => (
            <Week key={week.week} week={week} labels={labels} />
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
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
              >
                {index + 1}
              </span>
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

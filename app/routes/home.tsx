import { ArrowLink } from "#app/components/ui/arrow-link";
import { ArrowRight, Lightbulb } from "lucide-react";
import type { Route } from "./+types/home";
import { CtaSection } from "#app/components/sections/cta-section";
import { FiguresBand } from "#app/components/sections/figures-band";
import { HexacoreDiagram } from "#app/components/sections/hexacore-diagram";
import { PageHero } from "#app/components/sections/page-hero";
import { Signature } from "#app/components/sections/signature";
import { Section } from "#app/components/sections/section";
import { Testimonial } from "#app/components/sections/testimonial";
import { ButtonLink } from "#app/components/ui/button-link";
import { Card } from "#app/components/ui/card";
import { Portrait } from "#app/components/ui/portrait";
import { readPage } from "#app/content/files/collections";
import { pageMeta } from "#app/lib/meta";
import { professionalServiceJsonLd } from "#app/lib/structured-data";
import { SampleMarked } from "#app/components/ui/sample-marked";
import { Link } from "react-router";
import { Fragment } from "react";
import { caseByClientName, findCase } from "#app/content/cases";
import { CaseTeasers } from "#app/components/sections/case-teasers";
import { ExperienceYears } from "#app/components/sections/experience-years";
import { formatPeriod } from "#app/content/dates";

const content = readPage("home");

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(content.meta, location.pathname),
  professionalServiceJsonLd(content.meta.description),
];

type Content = typeof content;
type Labels = Content["labels"];

/** A firm with a case links to it (the case's title as its context for screen readers). */
function CompanyName({ name, labels }: { name: string; labels: Labels }) {
  const item = caseByClientName.get(name);
  const text = <SampleMarked text={name} />;
  if (!item) return <span className="font-semibold text-fg">{text}</span>;
  return (
    <Link
      to={`/case/${item.slug}`}
      className="font-semibold text-fg underline decoration-primary/50 decoration-2 underline-offset-4 hover:decoration-primary"
    >
      {text}
      <span className="sr-only">
        {" "}
        ({labels.caseLink}: <SampleMarked text={item.title} />)
      </span>
    </Link>
  );
}

type Company = Content["experience"]["cards"][number]["companies"][number];

/** What it was, and when: "Laufbahn des Gründers, 2016–2019", "…, seit 2023". */
const noteOf = ({ note, period }: Company) =>
  [note, period && formatPeriod(period)].filter(Boolean).join(", ") || undefined;

/**
 * Firms in a row with the same note share one line ("Knabberteller · Neurogum – Laufbahn des
 * Gründers, 2016–2019"): the note once, not three times over (round 18: a page of footnotes).
 */
function byNote(companies: readonly Company[]) {
  const lines: { names: string[]; note?: string }[] = [];
  for (const company of companies) {
    const { name } = company;
    const note = noteOf(company);
    const last = lines.at(-1);
    if (last && note && last.note === note) last.names.push(name);
    else lines.push({ names: [name], ...(note ? { note } : {}) });
  }
  return lines;
}

function ExperienceCards({
  cards,
  labels,
}: {
  cards: Content["experience"]["cards"];
  labels: Labels;
}) {
  // A list with rules, not a grid of cards: each sector takes the height its names need, so a
  // sector with two names leaves no empty block beside one with four. From lg on the sector and
  // its insight stand left, the names right.
  return (
    <ul className="border-b border-border">
      {cards.map((card) => (
        <li
          key={card.sector}
          className="grid max-w-none gap-x-12 gap-y-3 border-t border-border py-6 lg:grid-cols-[2fr_3fr]"
        >
          <div>
            <h3 className="text-lg font-semibold">{card.sector}</h3>
            <p className="mt-2 flex gap-2 text-sm text-muted">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <span className="sr-only">{labels.insight}: </span>
                {card.insight}
              </span>
            </p>
          </div>
          {/* A reference list, not tags: the company stands out, what it was follows its dash. */}
          <ul aria-label={labels.companies} className="space-y-2 text-sm lg:pt-1">
            {byNote(card.companies).map(({ names, note }) => (
              <li key={names.join()} className="text-muted">
                {names.map((name, index) => (
                  <Fragment key={name}>
                    {/* The dot bound to the name before it: it never starts a line. */}
                    {index > 0 && "\u00a0· "}
                    <CompanyName name={name} labels={labels} />
                  </Fragment>
                ))}
                {note && ` – ${note}`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * A tile's columns in a grid of six from lg: rows of three, and where three do not come out even,
 * the last row or two of two wider tiles, so no row holds one alone (5 → 3 + 2, 4 → 2 + 2,
 * 6 → 3 + 3); in two columns from sm an odd last tile across both.
 */
function spanOf(index: number, count: number) {
  const rest = count % 3;
  const wide = rest === 2 ? 2 : rest === 1 && count > 1 ? 4 : 0;
  const lg =
    count === 1 ? "lg:col-span-6" : index >= count - wide ? "lg:col-span-3" : "lg:col-span-2";
  return count % 2 === 1 && index === count - 1 ? `sm:col-span-2 ${lg}` : lg;
}

/** A focus tile: framed from sm, a ruled row on phones (five framed cards took two screens). */
const tileClass =
  "flex flex-col max-sm:rounded-none max-sm:border-x-0 max-sm:border-b-0 max-sm:bg-transparent max-sm:px-0 max-sm:py-5 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0";

function FocusCards({ focus, labels }: { focus: Content["focus"]; labels: Labels }) {
  const { areas, ask } = focus;
  const count = areas.length + (ask ? 1 : 0);
  return (
    <ul className="grid gap-6 max-sm:gap-0 max-sm:border-b max-sm:border-border sm:grid-cols-2 lg:grid-cols-6">
      {areas.map((area, index) => (
        // From lg the cards of a row share their rows (subgrid), as /leistungen's price cards:
        // a longer text moves its neighbours' rules down with it, and the text follows its title
        // directly (a title of one line beside one of two leaves no gap under it).
        <Card as="li" key={area.link.to} className={`${tileClass} ${spanOf(index, count)}`}>
          <div>
            <h3 className="text-lg font-semibold">{area.title}</h3>
            <p className="mt-2 text-muted">{area.description}</p>
          </div>
          <p className="mt-3 text-sm font-medium sm:mt-4 sm:border-t sm:border-border sm:pt-4">
            <span className="text-primary">{labels.outcome}: </span>
            {area.outcome}
          </p>
          <ArrowLink
            to={area.link.to}
            label={area.link.label}
            context={`(${area.title})`}
            className="mt-auto self-start pt-2 sm:pt-5"
          />
        </Card>
      ))}
      {/* The question that fits none of them: the conversation, in the brand's panel. */}
      {ask && (
        <Card
          as="li"
          className={`case-cover flex flex-col border-l-4 max-sm:my-5 max-sm:p-5 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0 ${spanOf(areas.length, count)}`}
        >
          <div>
            <h3 className="text-lg font-semibold">{ask.title}</h3>
            <p className="mt-2 text-muted">{ask.text}</p>
          </div>
          <ArrowLink
            to={ask.cta.to}
            label={ask.cta.label}
            className="mt-auto self-start pt-2 sm:pt-5 lg:row-start-3"
          />
        </Card>
      )}
    </ul>
  );
}

function Results({ results, labels }: { results: Content["results"]; labels: Labels }) {
  const { counters, testimonial } = results;
  const proof = results.cases.flatMap((slug) => findCase(slug) ?? []);
  return (
    <div className="grid gap-12">
      <FiguresBand
        label={labels.counters}
        figures={counters.map((counter) => ({
          ...counter,
          key: counter.label,
          // The figure as it is, in the HTML: right without JavaScript, on first paint, in print.
          value: `${counter.target}${counter.suffix}`,
        }))}
      />
      <CaseTeasers title={labels.cases} cases={proof} />
      <Testimonial
        testimonial={{
          quote: testimonial.quote,
          name: testimonial.author,
          role: testimonial.role,
          sample: testimonial.sample,
        }}
      />
    </div>
  );
}

export default function Home() {
  const { hero, experience, hexacore, focus, results, closing, labels } = content;
  return (
    <>
      <PageHero
        title={hero.title}
        lead={hero.statement}
        primary={hero.cta}
        aside={<Portrait alt={hero.portraitAlt} priority className="md:ml-auto" />}
        below={<Signature />}
      />
      <Section
        title={experience.intro.title}
        intro={experience.intro.intro}
        // From lg between the intro and the list, in the list's columns (round 38: beside the
        // heading it read as a footnote); on a phone the list says it (a tenth of a screen is
        // all home has left).
        figure={
          <ExperienceYears cards={experience.cards} labels={labels} className="max-lg:hidden" />
        }
      >
        <ExperienceCards cards={experience.cards} labels={labels} />
      </Section>
      <Section title={hexacore.title} tone="muted">
        {/* From lg the text starts under the heading beside the diagram's top: centred on the
            diagram, it stood 120 px below its heading (round 22). */}
        <div className="grid gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8">
          <p className="text-muted sm:text-lead">{hexacore.intro}</p>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <HexacoreDiagram
              nodes={hexacore.nodes}
              label={labels.diagram}
              center={labels.diagramCenter}
              caption={labels.diagramCaption}
            />
          </div>
          <div className="lg:self-start">
            <ButtonLink to={hexacore.cta.to}>
              {hexacore.cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </Section>
      <Section title={focus.intro.title} intro={focus.intro.intro}>
        <FocusCards focus={focus} labels={labels} />
      </Section>
      <Section title={results.intro.title} intro={results.intro.intro} tone="muted">
        <Results results={results} labels={labels} />
      </Section>
      <CtaSection content={closing} />
    </>
  );
}

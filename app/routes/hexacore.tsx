import { Disclosure } from "#app/components/ui/disclosure";
import type { Route } from "./+types/hexacore";
import { RuleEntry, RuleList, TextCards } from "#app/components/sections/grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { HexacoreDiagram } from "#app/components/sections/hexacore-diagram";
import { PageHero } from "#app/components/sections/page-hero";
import { StatementBand } from "#app/components/sections/statement-band";
import { Section } from "#app/components/sections/section";
import { Steps } from "#app/components/sections/steps";
import { readPage } from "#app/content/files/collections";
import type { Foundation } from "#app/content/files/pages/hexacore";
import { pageMeta } from "#app/lib/meta";

const content = readPage("hexacore");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(content.meta, location.pathname);

function FoundationEntry({
  foundation,
  labels,
}: {
  foundation: Foundation;
  labels: (typeof content)["labels"];
}) {
  return (
    <RuleEntry title={foundation.title}>
      <p className="mt-3">
        <span className="font-semibold">{labels.finding}: </span>
        <span className="text-muted">{foundation.finding}</span>
      </p>
      {/* What the method makes of it and the sources, one tap away on a phone (round 30: the
          section ran to 2.5 phone screens); open from lg. */}
      <Disclosure openWide summary={labels.application} className="mt-2">
        <p className="text-muted">{foundation.application}</p>
        <p className="mt-4 text-sm">
          <span className="block font-semibold text-primary">{labels.source}</span>
          {foundation.sources.map((source) => (
            <span key={source.url} className="mt-1 block text-muted">
              {source.authors} ({source.year}).{" "}
              <a href={source.url} rel="noreferrer" className="underline underline-offset-2">
                <cite className="italic">{source.title}</cite>
              </a>
              {/[.?!]$/.test(source.title) ? " " : ". "}
              {source.publication}.
            </span>
          ))}
        </p>
      </Disclosure>
    </RuleEntry>
  );
}

export default function Hexacore() {
  const { hero, sections, problems, coreFactors, method, foundations, labels, cta } = content;
  return (
    <>
      <PageHero
        {...hero}
        aside={
          <HexacoreDiagram
            nodes={coreFactors}
            label={labels.diagram}
            center={labels.diagramCenter}
            caption={labels.diagramCaption}
          />
        }
      />
      <Section {...sections.problems}>
        <TextCards cards={problems} columns={2} detailLabel={labels.impact} />
      </Section>
      <Section {...sections.method} tone="muted">
        <Steps steps={method} />
      </Section>
      <StatementBand statement={content.statement} />
      <Section {...sections.foundations}>
        <RuleList>
          {foundations.map((foundation) => (
            <FoundationEntry key={foundation.title} foundation={foundation} labels={labels} />
          ))}
        </RuleList>
      </Section>
      <CtaSection content={cta} />
    </>
  );
}

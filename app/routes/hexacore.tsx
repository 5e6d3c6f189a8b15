import { Hexagon } from "lucide-react";
import type { Route } from "./+types/hexacore";
import { Grid, TextCardGrid } from "#app/components/sections/card-grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import { Steps } from "#app/components/sections/steps";
import { Card } from "#app/components/ui/card";
import {
  hexacoreBetaCta,
  hexacoreCoreFactors,
  hexacoreFoundations,
  hexacoreHero,
  hexacoreLabels,
  hexacoreMeta,
  hexacoreMethod,
  hexacoreProblems,
  hexacoreSections,
  type Foundation,
} from "#app/content/hexacore";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) => pageMeta(hexacoreMeta, location.pathname);

function CoreFactors() {
  return (
    <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {hexacoreCoreFactors.map((factor, index) => (
        <li
          key={factor}
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-bg px-3 py-6 text-center"
        >
          <span className="relative inline-flex size-14 items-center justify-center text-primary">
            <Hexagon aria-hidden="true" className="absolute inset-0 size-14" strokeWidth={1.5} />
            <span aria-hidden="true" className="font-mono text-sm font-bold">
              {String(index + 1).padStart(2, "0")}
            </span>
          </span>
          <span className="font-semibold">{factor}</span>
        </li>
      ))}
    </ol>
  );
}

function FoundationCard({ foundation }: { foundation: Foundation }) {
  const { source } = foundation;
  return (
    <Card as="li" className="flex flex-col">
      <h3 className="text-lg font-semibold">{foundation.title}</h3>
      <p className="mt-3">
        <span className="font-semibold">{hexacoreLabels.finding}: </span>
        <span className="text-muted">{foundation.finding}</span>
      </p>
      <p className="mt-3">
        <span className="font-semibold">{hexacoreLabels.application}: </span>
        <span className="text-muted">{foundation.application}</span>
      </p>
      <div className="mt-auto pt-5">
        <p className="border-t border-border pt-4 text-sm">
          <span className="block font-semibold text-primary">{hexacoreLabels.source}</span>
          <span className="mt-1 block text-muted">
            {source.authors} ({source.year}). <cite className="italic">{source.title}</cite>
            {/[.?!]$/.test(source.title) ? " " : ". "}
            {source.publication}.
          </span>
        </p>
      </div>
    </Card>
  );
}

export default function Hexacore() {
  return (
    <>
      <PageHero {...hexacoreHero} />
      <Section {...hexacoreSections.problems}>
        <TextCardGrid
          cards={hexacoreProblems}
          columns={2}
          detailLabel={hexacoreLabels.impact}
          icons={["layers", "map", "target", "rocket"]}
        />
      </Section>
      <Section {...hexacoreLabels.coreFactors} tone="muted">
        <CoreFactors />
      </Section>
      <Section {...hexacoreSections.method}>
        <Steps steps={hexacoreMethod} />
      </Section>
      <Section {...hexacoreSections.foundations} tone="muted">
        <Grid columns={2}>
          {hexacoreFoundations.map((foundation) => (
            <FoundationCard key={foundation.source.title} foundation={foundation} />
          ))}
        </Grid>
      </Section>
      <CtaSection content={hexacoreBetaCta} />
    </>
  );
}

import type { Route } from "./+types/ueber-uns";
import {
  Grid,
  RuleEntry,
  RuleList,
  TextCardItem,
  textCardParts,
} from "#app/components/sections/grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import { ButtonLink } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { Portrait } from "#app/components/ui/portrait";
import { RichText } from "#app/components/ui/rich-text";
import { pageMeta } from "#app/lib/meta";
import { readPage } from "#app/content/files/collections";

const about = readPage("about");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(about.meta, location.pathname);

export default function UeberUns() {
  const { hero, principles, founder, workingStyle, partners } = about;
  return (
    <>
      {/* No person card beside the title: the founder's section below shows his portrait (the
          spec's "founder section with photo"); twice on one page the empty frame read as filler. */}
      <PageHero {...hero} split />

      <Section {...principles.section}>
        <Grid columns={2} parts={textCardParts(principles.items, true)}>
          {principles.items.map(({ icon, ...card }) => (
            <TextCardItem key={card.title} card={card} icon={<Icon name={icon} />} />
          ))}
        </Grid>
      </Section>

      <Section title={founder.title} tone="muted">
        <div className="grid items-center gap-10 md:grid-cols-[18rem_1fr] lg:gap-16">
          <Portrait alt={founder.photoAlt} />
          <div>
            <div className="max-w-[56ch] space-y-4 text-lg text-muted">
              <RichText text={founder.text} />
            </div>
            <ButtonLink to={founder.link.to} variant="secondary" className="mt-8">
              {founder.link.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section {...workingStyle.section}>
        <RuleList>
          {workingStyle.items.map((item) => (
            <RuleEntry key={item.title} title={item.title}>
              <p className="mt-2 text-muted">{item.description}</p>
            </RuleEntry>
          ))}
        </RuleList>
      </Section>

      <Section {...partners.section} tone="muted">
        {/* One row from lg, however many fields: as cards in a grid of three, five ended in a
            centred pair. */}
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
          {partners.items.map((partner) => (
            // On a phone the icon stands beside name and role, not above them (round 30).
            <li
              key={partner.name}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 border-t border-border pt-5 sm:block"
            >
              <span className="row-span-2 inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
                <Icon name={partner.icon} />
              </span>
              <h3 className="self-end font-semibold sm:mt-3">{partner.name}</h3>
              <p className="col-start-2 mt-1 text-sm text-muted">{partner.role}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaSection content={about.closing} />
    </>
  );
}

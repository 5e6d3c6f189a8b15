import type { Route } from "./+types/ueber-gruender";
import { VideoFacade } from "#app/components/embeds/video-facade";
import { TextCards } from "#app/components/sections/grid";
import { CtaSection } from "#app/components/sections/cta-section";
import { ExperienceYears } from "#app/components/sections/experience-years";
import { EditorialSplit } from "#app/components/sections/editorial-split";
import { Portrait } from "#app/components/ui/portrait";
import { PageHero } from "#app/components/sections/page-hero";
import { Section } from "#app/components/sections/section";
import { founderVideoId, videoEmbed } from "#app/content/embeds";
import { founderPathAnchor } from "#app/content/site";
import { CheckList } from "#app/components/ui/check-list";
import { Disclosure } from "#app/components/ui/disclosure";
import { pageMeta } from "#app/lib/meta";
import { readPage } from "#app/content/files/collections";
import { SampleMarked } from "#app/components/ui/sample-marked";

const about = readPage("about");
const founder = readPage("founder");
/** Home's industries and their years: the path's overview beside it. */
const { experience, labels: yearsLabels } = readPage("home");

/** The founder's video with the embed's labels (the consent-gated facade renders both), while one is set. */
const video =
  founderVideoId && founder.video
    ? { ...founder.video, id: founderVideoId, labels: videoEmbed }
    : undefined;

export const meta = ({ location }: Route.MetaArgs) => pageMeta(founder.meta, location.pathname);

export default function UeberGruender() {
  const { attitude, strengths, path } = founder;
  return (
    <>
      <PageHero
        {...founder.hero}
        aside={<Portrait alt={about.founder.photoAlt} priority className="md:ml-auto" />}
        // On a phone he is in the first screen with the title and the button; his story follows.
        leadOnPhones="after"
      />

      {/* The owner's own video is a section of its own; the sample that stands in for it is
          a small row under the attitude, not a screen of placeholder. */}
      {video && !video.sample && (
        <Section title={video.title} intro={video.caption}>
          <VideoFacade
            videoId={video.id}
            title={video.title}
            poster={video.poster}
            labels={video.labels}
          />
        </Section>
      )}

      <EditorialSplit title={attitude.title} text={attitude.text} tone="muted">
        {video?.sample && (
          <VideoFacade
            videoId={video.id}
            title={video.title}
            poster={video.poster}
            labels={video.labels}
            compact={{ title: video.title, caption: video.caption }}
          />
        )}
      </EditorialSplit>

      <Section {...strengths.section}>
        <TextCards cards={strengths.items} columns={2} />
      </Section>

      {/* Split: the path beside its heading, not a column with an empty third beside it.
          The one place the career is told; the profile (/nort) links here. */}
      {/* Under its heading, the path's industries over its years: from lg in the column that
          stood empty beside the path (round 37), on a phone before it (round 40: the figures
          were desktop-only). */}
      <Section
        {...path.section}
        id={founderPathAnchor}
        tone="muted"
        layout="split"
        figure={<ExperienceYears cards={experience.cards} labels={yearsLabels} />}
      >
        <ol className="relative space-y-8 border-l-2 border-border pl-6 sm:pl-8">
          {path.items.map((step) => (
            <li key={step.period + step.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full bg-primary ring-4 ring-surface sm:-left-[calc(2rem+7px)]"
              />
              <p className="font-display text-sm font-semibold tabular-nums text-primary">
                {step.period}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              {step.companies.length > 0 && (
                <p className="mt-1 text-sm font-medium">
                  <SampleMarked text={step.companies.join(" · ")} />
                </p>
              )}
              <p className="mt-2 max-w-[58ch] text-muted">
                <SampleMarked text={step.description} />
              </p>
              {step.achievements.length > 0 && (
                <Disclosure summary={path.resultsLabel} className="mt-1">
                  <CheckList items={step.achievements} className="text-sm" />
                </Disclosure>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <EditorialSplit title={founder.private.title} text={founder.private.text} />

      <CtaSection content={founder.closing} />
    </>
  );
}

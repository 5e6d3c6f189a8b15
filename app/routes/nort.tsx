import type { Route } from "./+types/nort";
import { PageHero } from "#app/components/sections/page-hero";
import { Portrait } from "#app/components/ui/portrait";
import { pageMeta } from "#app/lib/meta";
import { ProfileSections } from "./nort/profile-sections";
import { readPage } from "#app/content/files/collections";

const profile = readPage("profile");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(profile.meta, location.pathname);

export default function Nort() {
  const { hero } = profile;
  return (
    <>
      <PageHero
        eyebrow={hero.title}
        title={hero.name}
        lead={hero.description}
        primary={hero.button}
        aside={
          <Portrait
            alt={hero.portraitAlt}
            priority
            line={hero.subtitle}
            named={false}
            className="md:ml-auto"
          />
        }
      />
      <div className="[--spacing-section:var(--spacing-section-dense)]">
        <ProfileSections />
      </div>
    </>
  );
}

import type { Route } from "./+types/nort";
import { PageHero } from "#app/components/sections/page-hero";
import { Portrait } from "#app/components/ui/portrait";
import { profile, profileHeroCta, profileLabels, profileMeta } from "#app/content/profile";
import { pageMeta } from "#app/lib/meta";
import { ProfileSections } from "./nort/profile-sections";

export const meta = ({ location }: Route.MetaArgs) => pageMeta(profileMeta, location.pathname);

export default function Nort() {
  return (
    <>
      <PageHero
        eyebrow={profile.title}
        title={profile.name}
        lead={profile.description}
        primary={profileHeroCta}
        aside={
          <figure className="mx-auto w-full max-w-xs md:max-w-sm">
            <Portrait
              alt={profileLabels.portraitAlt}
              priority
              className="w-full rounded-3xl border border-border shadow-lg"
            />
            <figcaption className="mt-4 text-center font-medium text-muted">
              {profile.subtitle}
            </figcaption>
          </figure>
        }
      />
      <ProfileSections />
    </>
  );
}

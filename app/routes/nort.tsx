import { Suspense } from "react";
import type { Route } from "./+types/nort";
import { PageHero } from "#app/components/sections/page-hero";
import { Picture } from "#app/components/ui/picture";
import { portraitImage } from "#app/content/images";
import {
  achievements,
  approachSteps,
  certifications,
  competencies,
  competencyHeadings,
  currentPosition,
  education,
  highlights,
  industryFocus,
  languages,
  mandates,
  packagingCategories,
  packagingTechnologies,
  profile,
  profileContactIntro,
  profileHeroCta,
  profileLabels,
  profileMeta,
  profileSections,
  profileServices,
  timeline,
  values,
  type Competency,
  type CompetencyCategory,
  type TimelineEntry,
} from "#app/content/profile";
import { site } from "#app/content/site";
import { lazyWithPreload } from "#app/lib/lazy-with-preload";
import { pageMeta } from "#app/lib/meta";

// Everything below the hero is its own chunk (see profile-sections.tsx): requested as
// soon as this module runs, in parallel with hydration, and awaited before rendering
// at build time and on client-side navigation, so it never renders a gap.
const loadSections = () => import("#app/components/sections/profile-sections");
const ProfileSections = lazyWithPreload(() =>
  loadSections().then((module) => module.ProfileSections),
);
const preloadAll = (): Promise<unknown> =>
  Promise.all([
    ProfileSections.preload(),
    loadSections().then((module) => module.ContactForm.preload()),
  ]);
if (typeof document !== "undefined") void preloadAll();

/** Group order of the competencies (spec: strategic, business, technical, sustainability, consulting). */
const competencyOrder: readonly CompetencyCategory[] = [
  "strategic",
  "business",
  "technical",
  "sustainability",
  "consulting",
];

/** The competencies per category in the fixed order; categories without entries are left out. */
function groupCompetencies(items: readonly Competency[]) {
  return competencyOrder
    .map((category) => ({
      category,
      heading: competencyHeadings[category],
      items: items.filter((item) => item.category === category),
    }))
    .filter((group) => group.items.length > 0);
}

/** Each period once, even if the data lists it twice (as the old site did). */
function uniquePeriods(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter(
    (entry, index) => entries.findIndex((other) => other.period === entry.period) === index,
  );
}

/** Runs at build time only: the profile travels as page data, not as JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
  await preloadAll();
  return content(new URL(request.url).pathname);
}

/** On client-side navigation the sections' code is fetched together with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadAll()]);
  return data;
}

const content = (path: string) => ({
  head: pageMeta(profileMeta, path),
  profile,
  heroCta: profileHeroCta,
  portrait: portraitImage,
  sections: profileSections,
  labels: profileLabels,
  currentPosition,
  highlights,
  services: profileServices,
  mandates,
  packaging: { categories: packagingCategories, technologies: packagingTechnologies },
  competencyGroups: groupCompetencies(competencies),
  values,
  timeline: uniquePeriods(timeline),
  industryFocus,
  approachSteps,
  achievements,
  education,
  certifications,
  languages,
  contactIntro: profileContactIntro,
  contactLinks: { phone: `tel:${site.phone.href}`, email: `mailto:${site.email}` },
});

export const meta = ({ data }: Route.MetaArgs) => data.head;

/** What the page gets from its loader (and the lazily loaded sections as props). */
export type ProfileContent = ReturnType<typeof content>;

export default function Nort({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={profile.title}
        title={profile.name}
        lead={profile.description}
        primary={loaderData.heroCta}
        aside={
          <figure className="mx-auto w-full max-w-xs md:max-w-sm">
            <Picture
              image={loaderData.portrait}
              alt={loaderData.labels.portraitAlt}
              priority
              className="h-auto w-full rounded-3xl border border-border shadow-lg"
            />
            <figcaption className="mt-4 text-center font-medium text-muted">
              {profile.subtitle}
            </figcaption>
          </figure>
        }
      />
      <Suspense fallback={null}>
        <ProfileSections content={loaderData} />
      </Suspense>
    </>
  );
}

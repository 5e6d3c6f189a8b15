import { actionOf, claimOf, promisesOf } from "../files/resolve";
import type { ServiceFile } from "../files/schema";
import type { TextCard } from "../types";
import type { ServicePage } from "./service-page";

/** A service page from its file (content/services/{slug}.yaml). */
export function serviceFromFile(slug: string, file: ServiceFile): ServicePage {
  const { hero, challenge, approach, closing } = file;
  const [first, second, third] = challenge.stats.map(claimOf);
  return {
    slug,
    name: file.name,
    meta: file.meta,
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      lead: hero.lead,
      primary: actionOf(hero.primary),
      secondary: { label: hero.casesLabel },
    },
    challenge: { title: challenge.title, intro: challenge.intro, stats: [first!, second!, third!] },
    approach: {
      title: approach.title,
      ...(approach.intro ? { intro: approach.intro } : {}),
      kind: approach.kind,
      items: approach.items.map(({ title, description, detail }): TextCard => ({
        title,
        description,
        ...(detail ? { detail } : {}),
      })),
      ...(approach.link?.label && approach.link.to
        ? { link: { label: approach.link.label, to: approach.link.to } }
        : {}),
    },
    deliverables: file.deliverables,
    closing: {
      title: closing.title,
      text: closing.text,
      primary: actionOf(closing.primary),
      ...(closing.casesLabel ? { secondary: { label: closing.casesLabel } } : {}),
      promises: promisesOf(closing.promises, closing.primary),
    },
  };
}

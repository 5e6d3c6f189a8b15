/** The home page (/) from its file (content/pages/home.yaml). */
import type { HomeFile } from "../files/pages/home";
import type { Report } from "../files/load";
import { actionOf, withEvidence } from "../files/resolve";
import { closingOf, introOf, linkOf, sampleOf, serviceLinkOf } from "./from-file";

export function homeFromFile(file: HomeFile, report: Report) {
  const { hero, experience, hexacore, focus, results, labels } = file;
  return {
    meta: file.meta,
    hero: {
      title: hero.title,
      statement: hero.statement,
      portraitAlt: hero.portraitAlt,
      cta: actionOf(hero.primary),
    },
    experience: {
      intro: introOf(experience),
      cards: experience.cards,
    },
    hexacore: {
      title: hexacore.title,
      intro: hexacore.intro,
      nodes: hexacore.nodes,
      cta: linkOf(hexacore.link, "hexacore.link", report),
    },
    focus: {
      intro: introOf(focus),
      areas: focus.areas.map(({ title, description, outcome, service }, index) => ({
        title,
        description,
        outcome,
        link: serviceLinkOf(service, labels.details, `focus.areas[${index}].service`, report),
      })),
    },
    results: {
      intro: introOf(results),
      counters: results.counters.map(({ target, suffix, label, ...evidence }) =>
        withEvidence({ target, suffix, label }, evidence),
      ),
      testimonial: sampleOf(results.testimonial),
    },
    closing: closingOf(file.closing, "closing", report),
    labels,
  };
}

export type HomePage = ReturnType<typeof homeFromFile>;

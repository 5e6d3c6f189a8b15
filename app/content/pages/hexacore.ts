/** The HexaCore page (/hexacore) from its file (content/pages/hexacore.yaml). */
import type { HexacoreFile } from "../files/pages/hexacore";
import type { Report } from "../files/load";
import { actionOf } from "../files/resolve";
import { citations } from "../sources";
import { closingOf, introsOf, linkOf } from "./from-file";

export function hexacoreFromFile(file: HexacoreFile, report: Report) {
  const { hero } = file;
  return {
    meta: file.meta,
    hero: {
      badge: hero.badge,
      eyebrow: hero.eyebrow,
      title: hero.title,
      lead: hero.lead,
      primary: actionOf(hero.primary),
      secondary: linkOf(hero.secondary, "hero.secondary", report),
    },
    sections: introsOf(file.sections),
    problems: file.problems,
    coreFactors: file.coreFactors,
    method: file.method,
    // Only real, verifiable publications: a study of content/settings/sources.yaml (the schema admits only its keys).
    foundations: file.foundations.map(({ source, ...foundation }) => ({
      ...foundation,
      source: citations[source]!,
    })),
    labels: file.labels,
    cta: closingOf(file.cta, "cta", report),
  };
}

export type HexacorePage = ReturnType<typeof hexacoreFromFile>;
export type Foundation = HexacorePage["foundations"][number];

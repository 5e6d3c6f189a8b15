/** The programme (/zukunftssicher) from its file (content/pages/programme.yaml). */
import type { ProgrammeFile } from "../files/pages/programme";
import type { Report } from "../files/load";
import { actionOf, withEvidence } from "../files/resolve";
import { closingOf, faqOf, introsOf, linkOf } from "./from-file";

export function programmeFromFile(file: ProgrammeFile, report: Report) {
  const { hero } = file;
  return {
    meta: file.meta,
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      lead: hero.lead,
      primary: actionOf(hero.primary),
      secondary: linkOf(hero.secondary, "hero.secondary", report),
    },
    sections: introsOf(file.sections),
    keyFigures: file.keyFigures.map(({ metric, description, ...evidence }) =>
      withEvidence({ metric, description }, evidence),
    ),
    problems: file.problems,
    framework: file.framework,
    // Numbered by their place in the file: "Woche 1" to "Woche 4".
    weeks: file.weeks.map((week, index) => ({ week: index + 1, ...week })),
    audiences: file.audiences,
    successCriteria: file.successCriteria,
    faq: file.faq.map(faqOf),
    nextStep: closingOf(file.nextStep, "nextStep", report),
    labels: file.labels,
  };
}

export type ProgrammePage = ReturnType<typeof programmeFromFile>;
export type ProgrammeWeek = ProgrammePage["weeks"][number];

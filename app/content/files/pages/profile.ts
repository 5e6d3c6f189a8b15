/** The founder's detailed profile /nort: content/pages/profile.yaml. */
import { z } from "zod";
import { competencyCategories, type CompetencyCategory } from "../../profile-options";
import { iconNames } from "../../types";
import { site } from "../../site";
import { sampleOf, metaSchema, sample, text, texts } from "../page-parts";
import { placeholderHelp } from "../schema";

const icon = z.enum(iconNames).describe("Symbol der Karte.");
const plainCard = z.strictObject({ title: text, description: text });
const sampleHelp = "Beispiel: erfundene Angabe, bis Sie sie ersetzen.";

export const profileSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({
      title: text.describe("Berufsbezeichnung über dem Namen."),
      subtitle: text.describe("Zeile unter dem Porträt."),
      description: text,
      buttonLabel: text.describe("Knopf, der zum Kontaktformular unten springt."),
      portraitAlt: text.describe("Beschreibung des Porträts für Screenreader."),
    }),
    sections: z
      .strictObject({
        currentPosition: text,
        services: text,
        mandates: text,
        packaging: text,
        technologies: text,
        competencies: text,
        values: text,
        timeline: text,
        industries: text,
        approach: text,
        achievements: text,
        education: text,
      })
      .describe("Überschriften der Abschnitte, in der Reihenfolge der Seite."),
    labels: z
      .strictObject({
        currentBadge: text,
        keyTasks: text,
        keyFocus: text,
        industries: text,
        applications: text,
        coreValues: text,
        workingStyle: text,
        achievements: text,
        education: text,
        certifications: text,
        languages: text,
        phone: text,
        email: text,
        address: text,
        expert: text,
        advanced: text,
      })
      .describe("Kleine Beschriftungen in den Abschnitten."),
    currentPosition: z.strictObject({
      title: text,
      period: text,
      description: text,
      keyTasks: texts.min(1),
    }),
    highlights: z.array(plainCard.extend({ icon })).describe("Drei Karten unter der Position."),
    services: z
      .array(z.strictObject({ title: text, bullets: texts.length(4) }))
      .describe("Spalten mit genau vier Punkten."),
    mandates: z
      .array(
        z.strictObject({
          company: text,
          title: text,
          period: text.describe("Am besten als Platzhalter, z. B. {mandat:nort}."),
          location: text,
          type: text,
          description: text.describe(
            "Bei genannten Firmen nur Rollen und Arten der Arbeit, keine Zahlen.",
          ),
          keyFocus: texts,
          industries: texts,
        }),
      )
      .describe("Die laufenden Mandate."),
    packaging: z.strictObject({
      intro: text,
      categories: z.array(z.strictObject({ name: text, icon, applications: texts })),
      technologies: texts,
    }),
    competencyGroups: z
      .strictObject(
        Object.fromEntries(competencyCategories.map((category) => [category, text])) as Record<
          CompetencyCategory,
          typeof text
        >,
      )
      .describe("Überschriften der Kompetenzgruppen."),
    competencies: z.array(
      z.strictObject({
        name: text,
        category: z.enum(competencyCategories).describe("Gruppe der Kompetenz."),
        level: z.enum(["expert", "advanced"]).describe("„expert“ wird hervorgehoben."),
      }),
    ),
    values: z.strictObject({ coreValues: z.array(plainCard), workingStyle: texts }),
    timeline: z
      .array(
        z.strictObject({
          period: text,
          positions: z.array(
            z.strictObject({ title: text, companies: texts, focus: text, achievements: texts }),
          ),
        }),
      )
      .describe("Zeiträume, jüngster zuerst, jeder mit seinen Positionen."),
    industryFocus: texts,
    approachSteps: z.array(plainCard),
    achievements: z.array(plainCard),
    education: z.array(
      z.strictObject({
        sample: sample.describe(sampleHelp),
        degree: text,
        institution: text,
        period: text,
        focus: text,
        details: z.string().optional(),
      }),
    ),
    certifications: z.array(
      z.strictObject({
        sample: sample.describe(sampleHelp),
        title: text,
        year: z.number().int(),
        description: text,
      }),
    ),
    languages: z.array(z.strictObject({ language: text, level: text })),
    contact: z.strictObject({ title: text, intro: text }),
  })
  .describe(placeholderHelp);

export type ProfileFile = z.infer<typeof profileSchema>;

/** The page from its file; name and contact details come from the site configuration. */
export function profileFromFile(file: ProfileFile) {
  const { hero, education, certifications } = file;
  return {
    ...file,
    hero: {
      name: site.founder.fullName,
      title: hero.title,
      subtitle: hero.subtitle,
      description: hero.description,
      portraitAlt: hero.portraitAlt,
      button: { label: hero.buttonLabel, to: "#kontakt" },
    },
    contactDetails: {
      phone: site.phone.display,
      email: site.email,
      address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    },
    education: education.map(sampleOf),
    certifications: certifications.map(sampleOf),
  };
}

export type ProfilePage = ReturnType<typeof profileFromFile>;
export type Competency = ProfilePage["competencies"][number];
export type TimelineEntry = ProfilePage["timeline"][number];

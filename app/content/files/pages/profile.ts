/** The founder's detailed profile /nort: content/pages/profile.yaml. */
import { z } from "zod";
import {
  competencyCategories,
  competencyLevels,
  type CompetencyCategory,
} from "../../profile-options";
import { labelledCta } from "../../offers";
import { site } from "../../site";
import { iconSchema, sampleOf, metaSchema, sample, text, texts } from "../page-parts";
import { placeholderHelp, sectorRef } from "../schema";
import { sectors } from "../../sectors";

const plainCard = z.strictObject({
  title: text.meta({ title: "Titel" }),
  description: text.meta({ title: "Beschreibung" }),
});
const sampleHelp = "Beispiel: erfundene Angabe, bis Sie sie ersetzen.";

/** The competency groups' names in the editor (the page's headings are the file's). */
const categoryNames: Record<CompetencyCategory, string> = {
  strategic: "Strategie",
  business: "Business",
  technical: "Technik",
  sustainability: "Nachhaltigkeit",
  consulting: "Beratung",
};

export const profileSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: z
      .strictObject({
        title: text.meta({ title: "Titel", description: "Berufsbezeichnung über dem Namen." }),
        subtitle: text.meta({ title: "Untertitel", description: "Zeile unter dem Porträt." }),
        description: text.meta({ title: "Beschreibung" }),
        buttonLabel: text.meta({
          title: "Beschriftung des Knopfs",
          description: "Knopf, der zum Kontaktformular unten springt.",
        }),
        portraitAlt: text.meta({
          title: "Beschreibung des Porträts",
          description: "Beschreibung des Porträts für Screenreader.",
        }),
      })
      .meta({ title: "Kopfbereich" }),
    sections: z
      .strictObject({
        currentPosition: text.meta({ title: "Aktuelle Position" }),
        services: text.meta({ title: "Leistungen" }),
        mandates: text.meta({ title: "Mandate" }),
        packaging: text.meta({ title: "Verpackungs-Lösungen" }),
        technologies: text.meta({ title: "Technologien" }),
        competencies: text.meta({ title: "Kompetenzen" }),
        values: text.meta({ title: "Werte & Arbeitsweise" }),
        timeline: text.meta({ title: "Typ" }),
        industries: text.meta({ title: "Branchen" }),
        approach: text.meta({ title: "Vorgehen" }),
        achievements: text.meta({ title: "Erfolge" }),
        education: text.meta({ title: "Ausbildung" }),
      })
      .meta({
        title: "Abschnitte",
        description: "Überschriften der Abschnitte, in der Reihenfolge der Seite.",
      }),
    labels: z
      .strictObject({
        currentBadge: text.meta({ title: "Kennzeichen „Aktuell“" }),
        keyTasks: text.meta({ title: "Kernaufgaben" }),
        keyFocus: text.meta({ title: "Schwerpunkte" }),
        industries: text.meta({ title: "Branchen" }),
        applications: text.meta({ title: "Anwendungen" }),
        coreValues: text.meta({
          title: "Werte aufklappen",
          description: "Knopf unter den Werten, der zeigt, was jeder Wert heißt.",
        }),
        workingStyle: text.meta({ title: "Arbeitsweise" }),
        achievements: text.meta({ title: "Erfolge" }),
        education: text.meta({ title: "Ausbildung" }),
        certifications: text.meta({ title: "Zertifizierungen" }),
        languages: text.meta({ title: "Sprachen" }),
        phone: text.meta({ title: "Telefon" }),
        email: text.meta({ title: "E-Mail" }),
        address: text.meta({ title: "Anschrift" }),
        expert: text.meta({
          title: "Stufe „Schwerpunkt“",
          description: "Für die stärkste Stufe; kein „Experte“ ohne Nachweis.",
        }),
        advanced: text.meta({ title: "Stufe „Ergänzend“" }),
        mandateDetails: text.meta({
          title: "Mandat aufklappen",
          description: "Knopf, der Beschreibung, Schwerpunkte und Branchen eines Mandats zeigt.",
        }),
        packagingDetails: text.meta({
          title: "Verpackungs-Lösungen aufklappen",
          description: "Knopf, der die Kategorien und das Technologie-Portfolio zeigt.",
        }),
        stations: text.meta({
          title: "Stationen",
          description:
            "Über den Firmen des Werdegangs (der Werdegang selbst steht auf der Seite über Sie).",
        }),
        career: text.optional().meta({
          title: "Kennzeichen einer Station vor der Gründung",
          description:
            "Steht bei jeder Firma aus der Laufbahn vor der Gründung, mit dem Zeitraum; leer: nur der Name.",
        }),
        pathLink: text.meta({
          title: "Verweis auf den Werdegang",
          description: "Link zum Werdegang auf der Seite über Sie.",
        }),
        moreCertifications: text.meta({ title: "Weitere Zertifizierungen aufklappen" }),
        moreMandates: text.meta({
          title: "Weitere Mandate aufklappen",
          description: "Ab dem dritten Mandat: Knopf, der die weiteren zeigt.",
        }),
      })
      .meta({ title: "Kleine Wörter", description: "Kleine Beschriftungen in den Abschnitten." }),
    currentPosition: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        period: text.meta({ title: "Zeitraum" }),
        description: text.meta({ title: "Beschreibung" }),
        keyTasks: texts.min(1).meta({ title: "Kernaufgaben" }),
      })
      .meta({ title: "Aktuelle Position" }),
    highlights: z
      .array(plainCard.extend({ icon: iconSchema }))
      .meta({ title: "Schwerpunkte", description: "Drei Karten unter der Position." }),
    services: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          bullets: texts.length(4).meta({ title: "Punkte" }),
        }),
      )
      .meta({ title: "Leistungen", description: "Spalten mit genau vier Punkten." }),
    mandates: z
      .array(
        z.strictObject({
          company: text.meta({ title: "Unternehmen" }),
          title: text.meta({ title: "Titel" }),
          period: text.meta({
            title: "Zeitraum",
            description: "Am besten als Platzhalter, z. B. {mandat:nort}.",
          }),
          location: text.meta({ title: "Ort" }),
          type: text.meta({ title: "Art" }),
          description: text.meta({
            title: "Beschreibung",
            description: "Bei genannten Firmen nur Rollen und Arten der Arbeit, keine Zahlen.",
          }),
          keyFocus: texts.meta({ title: "Schwerpunkte" }),
          industries: texts.meta({ title: "Branchen" }),
        }),
      )
      .meta({ title: "Mandate", description: "Die laufenden Mandate." }),
    packaging: z
      .strictObject({
        intro: text.meta({ title: "Einleitung" }),
        categories: z
          .array(
            z.strictObject({
              name: text.meta({ title: "Name" }),
              icon: iconSchema,
              applications: texts.meta({ title: "Anwendungen" }),
            }),
          )
          .meta({ title: "Kategorien" }),
        technologies: texts.meta({ title: "Technologien" }),
      })
      .meta({ title: "Verpackungs-Lösungen" }),
    competencyGroups: z
      .strictObject(
        Object.fromEntries(
          competencyCategories.map((category) => [
            category,
            text.meta({ title: categoryNames[category] }),
          ]),
        ) as Record<CompetencyCategory, typeof text>,
      )
      .meta({ title: "Kompetenzgruppen", description: "Überschriften der Kompetenzgruppen." }),
    competencies: z
      .array(
        z.strictObject({
          name: text.meta({ title: "Name" }),
          category: z.enum(competencyCategories).meta({
            title: "Gruppe",
            options: categoryNames,
          }),
          level: z.enum(competencyLevels).meta({
            title: "Stufe",
            options: { expert: "Schwerpunkt (hervorgehoben)", advanced: "Ergänzend" },
          }),
        }),
      )
      .meta({ title: "Kompetenzen" }),
    values: z
      .strictObject({
        coreValues: z.array(plainCard).meta({ title: "Werte" }),
        workingStyle: texts.meta({ title: "Arbeitsweise" }),
      })
      .meta({ title: "Werte & Arbeitsweise" }),
    industryFocus: z.array(sectorRef.meta({ title: "Branchenfeld" })).meta({
      title: "Branchenfokus",
      description:
        "Die Branchenfelder, die das Profil hervorhebt; Namen aus den Einstellungen „Branchenfelder“.",
    }),
    approachSteps: z.array(plainCard).meta({ title: "Ansatz" }),
    achievements: z.array(plainCard).meta({ title: "Erfolge" }),
    education: z
      .array(
        z.strictObject({
          sample: sample.meta({ title: "Beispielinhalt", description: sampleHelp }),
          degree: text.meta({ title: "Abschluss" }),
          institution: text.meta({ title: "Hochschule" }),
          period: text.meta({ title: "Zeitraum" }),
          focus: text.meta({ title: "Schwerpunkte" }),
          details: z.string().optional().meta({ title: "Einzelheiten" }),
        }),
      )
      .meta({ title: "Ausbildung" }),
    certifications: z
      .array(
        z.strictObject({
          sample: sample.meta({ title: "Beispielinhalt", description: sampleHelp }),
          title: text.meta({
            title: "Titel mit Aussteller",
            description:
              "Mit der Stelle, die das Zertifikat ausgestellt hat, z. B. „Professional Scrum Product Owner I (Scrum.org)“. Ohne nachweisbaren Aussteller besser weglassen.",
          }),
          year: z.number().int().meta({ title: "Jahr" }),
          description: text.meta({ title: "Beschreibung" }),
        }),
      )
      .meta({ title: "Zertifizierungen" }),
    languages: z
      .array(
        z.strictObject({
          language: text.meta({ title: "Sprache" }),
          level: text.meta({ title: "Stufe" }),
        }),
      )
      .meta({ title: "Sprachen" }),
    contact: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        intro: text.meta({ title: "Einleitung" }),
      })
      .meta({ title: "Kontakt" }),
  })
  .meta({ description: placeholderHelp });

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
      // The spec's own words, to the form on this page; under it, as under every such button,
      // which conversation it asks for (round 27: "Beratung" alone read as a paid one).
      button: { ...labelledCta(hero.buttonLabel), to: "#kontakt" },
    },
    contactDetails: {
      phone: site.phone.display,
      email: site.email,
      address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    },
    industryFocus: file.industryFocus.map((key) => sectors[key]!),
    education: education.map(sampleOf),
    certifications: certifications.map(sampleOf),
  };
}

type ProfilePage = ReturnType<typeof profileFromFile>;
export type Competency = ProfilePage["competencies"][number];

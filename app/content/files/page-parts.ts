/**
 * The parts several page files share (content/pages/*.yaml): each part's
 * schema beside the function that turns it into what the pages show. The
 * editor's forms (keystatic.config.ts) are built from the schemas in the
 * browser; only the functions read the disk (./paths.ts: the pages a link may name).
 */
import { z } from "zod";
import { guaranteeMention, guaranteeShown } from "../guarantee";
import {
  type Cta,
  type CtaContent,
  type FaqItem,
  type HeroContent,
  iconNames,
  type SampleMarker,
  type SectionIntro,
} from "../types";
import { checkPath, slugsOf } from "./paths";
import { metaSchema, text } from "./text-schemas";
import type { Report } from "./load";
import { actionOf, promisesOf } from "./resolve";
import {
  actionSchema,
  cardSchema,
  claimSchema,
  flag,
  optionalText,
  promisesSchema,
} from "./schema";

export { cardSchema, metaSchema, text };

/** An icon by name; the editor names what it shows. */
export const iconSchema = z.enum(iconNames).meta({
  title: "Symbol",
  options: {
    compass: "Kompass",
    rocket: "Rakete",
    layers: "Ebenen",
    target: "Zielscheibe",
    chart: "Diagramm",
    users: "Personen",
    lightbulb: "Glühbirne",
    shield: "Schild",
    cog: "Zahnrad",
    package: "Paket",
    sparkles: "Funken",
    map: "Karte",
    flask: "Kolben",
    droplet: "Tropfen",
    grain: "Ähre",
    box: "Kiste",
    globe: "Globus",
    brain: "Gehirn",
    handshake: "Handschlag",
    leaf: "Blatt",
  } satisfies Record<(typeof iconNames)[number], string>,
});
export const texts = z.array(text);
/** Marks a stand-in the owner replaces (the launch check lists it). */
export const sample = flag;

/** Only the fields that are set: an optional field left empty stays out of the page. */
function withOptional<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ""),
  ) as T;
}

/** `item` without its `sample` flag, which stays only while true (the launch check looks for it). */
export function sampleOf<Item extends { sample?: boolean }>({
  sample,
  ...item
}: Item): Omit<Item, "sample"> & SampleMarker {
  return sample ? { sample: true, ...item } : item;
}

/** A link to a page of the site; the build checks that the page exists. */
export const linkSchema = z.strictObject({
  label: text.meta({ title: "Bedeutung" }),
  to: text.meta({
    title: "Ziel (Pfad, z. B. /hexacore)",
    description:
      "Ziel: Pfad einer Seite der Website, z. B. /cases, /leistungen/future-ready oder /zukunftssicher#garantie.",
  }),
});

export function linkOf(
  { label, to }: z.infer<typeof linkSchema>,
  field: string,
  report: Report,
): Cta {
  checkPath(to, `${field}.to`, report);
  return { label, to };
}

/** A second button that may be left out: without a label there is none. */
const optionalLinkSchema = z
  .strictObject({
    label: optionalText.meta({ title: "Bedeutung" }),
    to: optionalText.meta({ title: "Ziel (Pfad, z. B. /hexacore)" }),
  })
  .optional()
  .meta({
    description: "Zweiter Knopf mit Beschriftung und Ziel (Pfad einer Seite); leer = keiner.",
  });

function optionalLinkOf(
  link: z.infer<typeof optionalLinkSchema>,
  field: string,
  report: Report,
): Cta | undefined {
  const { label, to } = link ?? {};
  if (Boolean(label) !== Boolean(to)) {
    report(field, "Ein zweiter Knopf braucht Beschriftung (label) und Ziel (to)");
  }
  return label && to ? linkOf({ label, to }, field, report) : undefined;
}

/** The link to a service's page; the service must have a file in content/services. */
export function serviceLinkOf(slug: string, label: string, field: string, report: Report): Cta {
  const slugs = slugsOf("services");
  if (!slugs.includes(slug)) {
    report(
      field,
      `„${slug}“ ist keine Leistung. Möglich sind die Dateinamen in content/services: ${slugs.join(", ")}`,
    );
  }
  return { label, to: `/leistungen/${slug}` };
}

/** A section's heading and the paragraph under it. */
export const sectionSchema = z.strictObject({
  title: text.meta({ title: "Titel" }),
  intro: optionalText.meta({ title: "Einleitung" }),
});

export const sectionOf = ({ title, intro }: z.infer<typeof sectionSchema>): SectionIntro =>
  withOptional({ title, intro });

/** Each section's heading of a page, by section. */
export function sectionsOf<Key extends string>(
  sections: Record<Key, z.infer<typeof sectionSchema>>,
): Record<Key, SectionIntro> {
  return Object.fromEntries(
    Object.entries<z.infer<typeof sectionSchema>>(sections).map(([key, section]) => [
      key,
      sectionOf(section),
    ]),
  ) as Record<Key, SectionIntro>;
}

export const cardOf = (card: z.infer<typeof cardSchema>) => withOptional(card);

export const heroSchema = z.strictObject({
  eyebrow: optionalText.meta({ title: "Überzeile" }),
  title: text.meta({ title: "Titel" }),
  lead: text.meta({ title: "Einleitung" }),
  primary: actionSchema.meta({ title: "Hauptknopf" }),
  secondary: optionalLinkSchema.meta({ title: "Zweiter Knopf" }),
});

export function heroOf(hero: z.infer<typeof heroSchema>, report: Report): HeroContent {
  return withOptional({
    eyebrow: hero.eyebrow,
    title: hero.title,
    lead: hero.lead,
    primary: actionOf(hero.primary),
    secondary: optionalLinkOf(hero.secondary, "hero.secondary", report),
  });
}

/**
 * One sentence of the page's own, large on a band in the brand colour between two sections: a
 * long page of headings and grids needs one change of pace. Empty: no band.
 */
export const statementSchema = optionalText.meta({
  title: "Leitsatz",
  description:
    "Ein Satz in großer Schrift auf einem Band in der Markenfarbe, mitten in der Seite. Leer lassen: kein Band.",
});

/** A large figure beside the statement: an empty value draws none. */
export const statementFigureSchema = z
  .strictObject({
    value: optionalText.meta({ title: "Zahl", description: "Kurz, z. B. „7±2“ oder „3–5“." }),
    label: optionalText.meta({ title: "Was sie zählt", description: "Eine Zeile unter der Zahl." }),
  })
  .optional()
  .meta({
    title: "Zahl zum Leitsatz",
    description:
      "Eine große Zahl neben dem Leitsatz, die er belegt; sie muss auf der Seite stehen. Leer = keine.",
  });

/** A page's statement band (app/components/sections/statement-band.tsx): its sentence and figure. */
export interface Statement {
  text?: string;
  figure?: { value: string; label?: string };
}

/** The band's sentence, and its figure where the file gives a value. */
export function statementOf(
  text: string | undefined,
  figure: z.infer<typeof statementFigureSchema>,
): Statement {
  return {
    text,
    ...(figure?.value ? { figure: { value: figure.value, label: figure.label || undefined } } : {}),
  };
}

/** The call to action at the end of a page. */
export const closingSchema = z.strictObject({
  title: text.meta({ title: "Titel" }),
  text: text.meta({ title: "Text" }),
  primary: actionSchema.meta({ title: "Hauptknopf" }),
  secondary: optionalLinkSchema.meta({ title: "Zweiter Knopf" }),
  promises: promisesSchema.meta({ title: "Zusagen" }),
});

export function closingOf(
  closing: z.infer<typeof closingSchema>,
  field: string,
  report: Report,
): CtaContent {
  return withOptional({
    title: closing.title,
    text: closing.text,
    primary: actionOf(closing.primary),
    secondary: optionalLinkOf(closing.secondary, `${field}.secondary`, report),
    promises: promisesOf(closing.promises, closing.primary),
  });
}

/** A question with its answer, or with the one sentence on the 30-day guarantee. */
export const faqSchema = z
  .strictObject({
    question: text.meta({ title: "Frage" }),
    answer: optionalText.meta({ title: "Antwort" }),
    guarantee: flag.meta({
      title: "Antwort: die 30-Tage-Garantie",
      description:
        "Statt einer eigenen Antwort: der Satz zur 30-Tage-Garantie mit dem Link auf ihre Bedingungen (content/settings/guarantee.yaml).",
    }),
  })
  .refine((item) => Boolean(item.answer) !== Boolean(item.guarantee), {
    error: "Entweder eine Antwort (answer) oder die Garantie (guarantee) angeben",
  })
  .refine((item) => guaranteeShown || !item.guarantee, {
    error:
      "Die Garantie ist auf /zukunftssicher beschrieben, und diese Seite ist in den Einstellungen abgeschaltet (content/settings/site.yaml, „Seiten“): eine eigene Antwort geben, die Frage entfernen oder die Seite wieder einschalten",
    path: ["guarantee"],
  });

export function faqOf({ question, answer, guarantee }: z.infer<typeof faqSchema>): FaqItem {
  return guarantee
    ? { question, answer: guaranteeMention.text, link: guaranteeMention.link }
    : { question, answer: answer! };
}

/** The evidence of a figure: as in a case's metrics (`source`, `basis`, `year`, `sample`). */
export const evidenceShape = {
  source: claimSchema.shape.source.meta({ title: "Beleg" }),
  basis: claimSchema.shape.basis.meta({ title: "Grundlage der eigenen Auswertung" }),
  year: claimSchema.shape.year.meta({ title: "Jahr der eigenen Auswertung" }),
  sample: claimSchema.shape.sample.meta({ title: "Beispielinhalt" }),
};

/** The rule of `evidenceShape` that zod checks across its fields. */
export const ownNeedsBasis = [
  (claim: { source?: string; basis?: string; year?: number | null }) =>
    claim.source !== "own" || Boolean(claim.basis && claim.year),
  { error: "Eigene Auswertung braucht Grundlage (basis) und Jahr (year)" },
] as const;

/**
 * The editor's forms, derived from the content schema (app/content/files/schema.ts):
 * one definition of every field, its options and its help text, so the
 * editor and the build cannot disagree about a file. Only the German labels
 * live here, by field name.
 */
import { fields } from "@keystatic/core";
import { z } from "zod";
import { richTextOptionsOf } from "#app/content/files/rich-text";
import { isImageFile } from "#app/content/files/image-file";
import { placeholderHelp } from "#app/content/files/schema";

/** German label of each field name the schema uses. */
const labels: Record<string, string> = {
  order: "Reihenfolge",
  sample: "Beispielinhalt",
  title: "Titel",
  subtitle: "Untertitel",
  heroImage: "Foto",
  gallery: "Weitere Fotos",
  clientLogo: "Kundenlogo",
  src: "Bilddatei",
  alt: "Alternativtext",
  logoPermission: "Logo vom Kunden freigegeben",
  sector: "Branchenfeld",
  services: "Leistungen",
  timeline: "Typ",
  station: "Station vor der Gründung",
  role: "Rolle",
  employer: "Arbeitgeber",
  period: "Zeitraum",
  activities: "Tätigkeiten",
  context: "Ausgangslage",
  approach: "Vorgehen",
  outcomes: "Ergebnisse",
  metrics: "Kennzahlen",
  value: "Zahl",
  label: "Bedeutung",
  source: "Beleg",
  basis: "Grundlage der eigenen Auswertung",
  year: "Jahr der eigenen Auswertung",
  badges: "Schlagworte",
  confidential: "Vertraulich (NDA)",
  approvedByClient: "Vom Kunden freigegeben",
  ownProduct: "Eigenes Produkt",
  testimonial: "Kundenstimme",
  quote: "Zitat",
  name: "Name",
  company: "Unternehmen",
  meta: "Suchmaschinen",
  description: "Beschreibung",
  hero: "Kopfbereich",
  eyebrow: "Überzeile",
  lead: "Einleitung",
  primary: "Hauptknopf",
  offer: "Gespräch",
  style: "Schreibweise",
  topic: "Thema, das der Knopf im Formular vorwählt",
  casesLabel: "Knopf zu den Cases",
  challenge: "Herausforderung",
  intro: "Einleitung",
  stats: "Zahlen",
  kind: "Darstellung",
  items: "Einträge",
  detail: "Zusatz",
  link: "Weiterführender Link",
  to: "Ziel (Pfad, z. B. /hexacore)",
  deliverables: "Was Sie erhalten",
  closing: "Abschluss",
  text: "Text",
  promises: "Zusagen",
  // The pages (content/pages):
  secondary: "Zweiter Knopf",
  statement: "Aussage",
  portraitAlt: "Beschreibung des Porträts",
  experience: "Erfahrung",
  cards: "Karten",
  companies: "Organisationen",
  insight: "Erkenntnis",
  hexacore: "HexaCore",
  nodes: "Prozessschritte",
  focus: "Schwerpunkte",
  areas: "Schwerpunkte",
  outcome: "Ergebnis",
  service: "Leistung",
  results: "Ergebnisse",
  counters: "Zähler",
  target: "Zahl",
  suffix: "Zeichen nach der Zahl",
  author: "Rolle der Person",
  labels: "Kleine Wörter",
  sections: "Abschnitte",
  framework: "Vorgehen",
  pillars: "Säulen",
  offers: "Pakete",
  icon: "Symbol",
  artifacts: "Was Sie erhalten",
  benefit: "Nutzen",
  price: "Preis",
  action: "Knopf",
  priceTerms: "Preisangaben",
  vat: "Zusatz zur Umsatzsteuer",
  note: "Hinweis",
  specialised: "Spezialisierte Leistungen",
  stories: "Erfolgsgeschichten",
  industry: "Branche",
  result: "Ergebnis",
  impact: "Wirkung",
  patterns: "Muster aus Branchen",
  learnings: "Was wir gelernt haben",
  application: "Anwendung",
  faq: "Häufige Fragen",
  question: "Frage",
  answer: "Antwort",
  guarantee: "Antwort: die 30-Tage-Garantie",
  keyFigures: "Das Programm in Zahlen",
  metric: "Zahl",
  problems: "Probleme",
  weeks: "Wochen",
  goal: "Ziel",
  methods: "Methoden",
  audiences: "Zielgruppen",
  pain: "Typische Hürde",
  successCriteria: "Erfolgskriterien",
  criteria: "Erfolgskriterien",
  nextStep: "Nächster Schritt",
  badge: "Plakette",
  coreFactors: "Prozessschritte im Sechseck",
  method: "Methode",
  foundations: "Wissenschaftliche Grundlagen",
  finding: "Erkenntnis",
  cta: "Abschluss",
  // The pages about, founder, profile and contact:
  principles: "Prinzipien",
  founder: "Gründer",
  photoAlt: "Beschreibung des Fotos",
  linkLabel: "Beschriftung des Links",
  buttonLabel: "Beschriftung des Knopfs",
  formLabel: "Knopf zum Formular",
  workingStyle: "Arbeitsweise",
  partners: "Partnernetzwerk",
  video: "Video",
  caption: "Bildunterschrift",
  poster: "Standbild",
  attitude: "Haltung",
  strengths: "Stärken",
  path: "Werdegang",
  private: "Privat",
  card: "Kontaktkarte",
  phoneLabel: "Beschriftung Telefon",
  emailLabel: "Beschriftung E-Mail",
  locationLabel: "Beschriftung Standort",
  modes: "Beratungsorte",
  response: "Antwortzusage",
  assistants: "KI-Assistenten",
  links: "Links",
  currentPosition: "Aktuelle Position",
  currentBadge: "Kennzeichen „Aktuell“",
  keyTasks: "Kernaufgaben",
  highlights: "Schwerpunkte",
  bullets: "Punkte",
  mandates: "Mandate",
  location: "Ort",
  type: "Art",
  keyFocus: "Schwerpunkte",
  industries: "Branchen",
  packaging: "Verpackungs-Lösungen",
  categories: "Kategorien",
  applications: "Anwendungen",
  technologies: "Technologien",
  competencyGroups: "Kompetenzgruppen",
  competencies: "Kompetenzen",
  category: "Gruppe",
  level: "Stufe",
  values: "Werte & Arbeitsweise",
  coreValues: "Werte",
  positions: "Positionen",
  achievements: "Erfolge",
  industryFocus: "Branchenfokus",
  approachSteps: "Ansatz",
  education: "Ausbildung",
  degree: "Abschluss",
  institution: "Hochschule",
  details: "Einzelheiten",
  certifications: "Zertifizierungen",
  languages: "Sprachen",
  language: "Sprache",
  contact: "Kontakt",
  // The legal texts (content/pages/impressum.yaml, datenschutz.yaml, cookies.yaml):
  shown: "Erscheint",
  updated: "Stand",
  subsections: "Unterabschnitte",
  // The settings (content/settings):
  key: "Schlüssel",
  conversations: "Gespräch",
  topics: "Themen im Formular",
  gender: "Geschlecht des Namens",
  minutes: "Dauer in Minuten",
  purpose: "Zweck",
  list: "Abschnitt auf /kontakt",
  citations: "Studien",
  authors: "Autorinnen und Autoren",
  published: "Erscheinungsjahr",
  publication: "Zeitschrift",
  url: "Link (DOI)",
  sourceLabel: "Wort vor der Quelle",
  sampleLabel: "Kennzeichen erfundener Zahlen",
  terms: "Bedingungen",
  term: "Bedingung",
  mention: "Kurzfassung auf anderen Seiten",
  sectors: "Branchenfelder",
  studies: "Studium",
  founded: "Gründungsjahr",
  stations: "Stationen",
  start: "Beginn (Jahr)",
  end: "Ende (Jahr)",
  privacyPolicy: "Stand der Datenschutzerklärung",
  cookiePolicy: "Stand der Cookie-Richtlinie",
  form: "Formular",
  submit: "Knopf „Senden“",
  submitting: "Knopf während des Sendens",
  honeypotLabel: "Verstecktes Feld gegen Spam",
  optional: "Zusatz bei freiwilligen Feldern",
  requiredNote: "Hinweis zu Pflichtfeldern",
  successTitle: "Meldung nach dem Senden",
  successDescription: "Meldung nach dem Senden, Zusatz",
  failureTitle: "Fehlermeldung",
  failureDescription: "Fehlermeldung, Text",
  failureReach: "Fehlermeldung, vor Telefon und E-Mail",
  privacyNotice: "Datenschutzhinweis",
  booking: "Terminbuchung",
  loadLabel: "Knopf „Kalender laden“",
  loadNote: "Hinweis zum Laden des Kalenders",
  frameTitle: "Name des Kalenders für Screenreader",
  thanks: "Seite „Anfrage erhalten“",
  failure: "Seite „Anfrage nicht gesendet“",
  backLabel: "Knopf zur Startseite",
  retryLabel: "Knopf zurück zum Formular",
};

/** Fields whose text runs over several lines in the form. */
const multiline = new Set([
  ...["context", "approach", "lead", "intro", "text", "description", "quote"],
  ...["statement", "answer", "finding", "application", "note"],
  ...["caption", "modes"],
]);

/** Field names whose entries (or value) name a file of another collection. */
const references: Record<string, string> = { services: "services", service: "services" };

/** The settings files' forms (content/settings): no placeholders (they define them); uploads go to content/images/settings. */
const settings = "settings";

type Field = Parameters<typeof fields.object>[0][string];

const labelOf = (name: string) => labels[name] ?? name;

/**
 * An upload for an image of the collection `collection`: the editor saves it
 * as content/images/{collection}/{slug}/{field}.{ext} and writes that path,
 * below content/images, into the file, where the build's image step finds it.
 */
export function imageField(label: string, collection: string, description?: string) {
  return fields.image({
    label,
    description,
    directory: `content/images/${collection}`,
    publicPath: collection,
  });
}

/**
 * The Keystatic field for one schema field of a file in `collection`; a label
 * set in the schema (`.meta({ title })`) comes before the one by field name.
 */
function fieldOf(
  name: string,
  schema: z.ZodType,
  collection: string,
  help?: string,
  title = labelOf(name),
): Field {
  const description = schema.description ?? help;
  const label = schema.meta()?.title ?? title;
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === "optional" || def.type === "nullable") {
    return fieldOf(name, def.innerType!, collection, description, label);
  }
  // A conversion after the check: the form edits what the file stores.
  if (def.type === "pipe") return fieldOf(name, def.in!, collection, description, label);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    return conditionalField(schema, collection, label, description);
  }
  if (isImageFile(schema)) return imageField(label, collection, description);
  // Running paragraphs: Markdoc text in the YAML file, with only the marks the build allows.
  const richTextOptions = richTextOptionsOf(schema);
  if (richTextOptions) {
    return fields.markdoc.inline({
      label,
      description: [description, placeholderHelp].join(" "),
      options: richTextOptions,
    });
  }
  if (schema instanceof z.ZodObject) {
    return fields.object(objectFields(schema, collection), { label, description });
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    // Only a list of keys is a relationship: the profile's "services" are columns of text.
    const reference = element instanceof z.ZodString ? references[name] : undefined;
    return fields.array(
      reference
        ? fields.relationship({ label, collection: reference })
        : fieldOf(name, element, collection),
      {
        label,
        description,
        itemLabel: (props) => itemLabel(props as unknown as Preview),
      },
    );
  }
  if (schema instanceof z.ZodEnum) {
    const options = (schema.options as string[]).map((value) => ({
      label: value === "" ? "(keiner)" : value,
      value,
    }));
    return fields.select({ label, description, options, defaultValue: options[0]!.value });
  }
  if (schema instanceof z.ZodString && references[name]) {
    return fields.relationship({ label, description, collection: references[name] });
  }
  if (schema instanceof z.ZodNumber) return fields.integer({ label, description });
  if (schema instanceof z.ZodBoolean) {
    // A box that is on when the file does not say (a page the owner may switch off).
    const defaultValue = schema.meta()?.checkedByDefault === true;
    return fields.checkbox({ label, description, defaultValue });
  }
  // Running text is where placeholders are used: its help names them (settings take none,
  // a file with placeholders of its own says so itself).
  const placeholders =
    collection === settings || schema.meta()?.placeholders === "own" ? undefined : placeholderHelp;
  return multiline.has(name)
    ? fields.text({
        label,
        description: [description, placeholders].filter(Boolean).join(" "),
        multiline: true,
      })
    : fields.text({ label, description });
}

/**
 * A choice whose further fields depend on it, stored as Keystatic stores it:
 * a union of `{ discriminant: <literal>, value: {…} }` becomes a select (or a
 * checkbox for true/false) with the fields of the chosen option below it.
 */
function conditionalField(
  schema: z.ZodDiscriminatedUnion,
  collection: string,
  label: string,
  description?: string,
): Field {
  const choices = (schema.options as z.ZodObject[]).map((option) => {
    const key = option.shape.discriminant as z.ZodLiteral<string | boolean>;
    return {
      value: key.value,
      label: key.meta()?.title ?? String(key.value),
      // "Off" may be stored without its empty value (an optional object).
      fields: fields.object(
        objectFields(unwrapOptional(option.shape.value) as z.ZodObject, collection),
      ),
    };
  });
  const values = Object.fromEntries(choices.map((choice) => [String(choice.value), choice.fields]));
  if (typeof choices[0]!.value === "boolean") {
    const { true: on, false: off } = values;
    return fields.conditional(fields.checkbox({ label, description }), { true: on!, false: off! });
  }
  const options = choices.map((choice) => ({ label: choice.label, value: String(choice.value) }));
  return fields.conditional(
    fields.select({ label, description, options, defaultValue: options[0]!.value }),
    values,
  );
}

const unwrapOptional = (schema: unknown) =>
  schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;

/** What the editor shows for a list entry: its text, or the first text of an object. */
interface Preview {
  value?: unknown;
  fields?: Record<string, { value?: unknown }>;
}
function itemLabel(props: Preview): string {
  if (typeof props.value === "string") return props.value;
  const first = Object.values(props.fields ?? {}).find((field) => typeof field.value === "string");
  return typeof first?.value === "string" ? first.value : "Eintrag";
}

/** The fields of an object schema. */
function objectFields(schema: z.ZodObject, collection: string): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [
      name,
      fieldOf(name, field as z.ZodType, collection),
    ]),
  );
}

/**
 * The fields of a collection's schema; `slugField` is the text the editor
 * offers as the file name (the slug), stored in the file as itself;
 * `collection` names the folder below content/images for its uploads.
 */
export function collectionFields<Slug extends string>(
  schema: z.ZodObject,
  slugField: Slug,
  collection: string,
) {
  const result: Record<string, Field> = objectFields(schema, collection);
  const slugSchema = schema.shape[slugField] as z.ZodType;
  result[slugField] = fields.slug({
    name: { label: labelOf(slugField), description: slugSchema.description },
    slug: {
      label: "Dateiname",
      description: "Die Adresse der Seite: nur Kleinbuchstaben, Ziffern und Bindestriche.",
    },
  });
  // Keystatic's types check the slug field by name; the other fields are typed as a whole.
  return result as unknown as Record<Slug, ReturnType<typeof fields.slug>>;
}

/** The fields of a settings file's schema (a Keystatic singleton). */
export function settingsFields(schema: z.ZodObject): Record<string, Field> {
  return objectFields(schema, settings);
}

/** The fields of a page file's schema (a Keystatic singleton: one file, no slug); uploads go to content/images/pages. */
export function singletonFields(schema: z.ZodObject): Record<string, Field> {
  return objectFields(schema, "pages");
}

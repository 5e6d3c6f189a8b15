/**
 * The editor's forms, derived from the content schema (app/content/files/schema.ts):
 * one definition of every field, its options and its help text, so the
 * editor and the build cannot disagree about a file. Only the German labels
 * live here, by field name.
 */
import { fields } from "@keystatic/core";
import { z } from "zod";
import { imageFile, placeholderHelp } from "#app/content/files/schema";

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
};

/** Fields whose text runs over several lines in the form. */
const multiline = new Set(["context", "approach", "lead", "intro", "text", "description", "quote"]);

/** Field names whose entries name a file of another collection. */
const references: Record<string, string> = { services: "services" };

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

/** The Keystatic field for one schema field of a file in `collection`. */
function fieldOf(name: string, schema: z.ZodType, collection: string, help?: string): Field {
  const description = schema.description ?? help;
  const def = schema.def as { type: string; innerType?: z.ZodType; element?: z.ZodType };
  if (def.type === "optional" || def.type === "nullable") {
    return fieldOf(name, def.innerType!, collection, description);
  }
  const label = labelOf(name);
  if (schema === imageFile) return imageField(label, collection, description);
  if (schema instanceof z.ZodObject) {
    return fields.object(objectFields(schema, collection), { label, description });
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const reference = references[name];
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
  if (schema instanceof z.ZodNumber) return fields.integer({ label, description });
  if (schema instanceof z.ZodBoolean) return fields.checkbox({ label, description });
  // Running text is where placeholders are used: its help names them.
  return multiline.has(name)
    ? fields.text({
        label,
        description: [description, placeholderHelp].filter(Boolean).join(" "),
        multiline: true,
      })
    : fields.text({ label, description });
}

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

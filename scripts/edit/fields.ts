/**
 * The editor's forms, derived from the content files' schemas (app/content/registry.ts):
 * one definition of every field, its label, help and options, so the editor
 * and the build cannot disagree about a file. Every label and help text is
 * the schema's `.meta({ title, description })`; a select's words for its
 * keys are its `.meta({ options })`; the help a whole form needs (the
 * placeholders) is its schema's description, shown once at the top.
 *
 * What Keystatic saves: a text left empty is left out of the file, as is an
 * empty number; a list is saved even when empty; a select always has a
 * value. So a text the schema requires must not be empty in the form, and a
 * text the schema needs as "" (not missing) is saved as "".
 */
import { fields } from "@keystatic/core";
import { createElement } from "react";
import { z } from "zod";
import { richTextOptionsOf } from "#app/content/files/rich-text";
import { isImageFile } from "#app/content/files/image-file";

/** Fields whose text runs over several lines in the form. */
const multiline = new Set([
  ...["context", "approach", "lead", "intro", "text", "description", "quote"],
  ...["statement", "answer", "finding", "application", "note"],
  ...["caption", "modes"],
]);

type Field = Parameters<typeof fields.object>[0][string];

/** What the editor reads of a schema's metadata. */
interface Meta {
  title?: string;
  description?: string;
  /** A select's words for its keys. */
  options?: Record<string, string>;
  /** The collection whose file (by name) the text names: a choice among its entries. */
  collection?: string;
  /** A checkbox that is on when the file does not say (a page the owner may switch off). */
  checkedByDefault?: boolean;
}
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as Meta;

/**
 * An upload for an image of the collection `collection`: the editor saves it
 * as content/images/{collection}/{slug}/{field}.{ext} and writes that path,
 * below content/images, into the file, where the build's image step finds it.
 */
function imageField(label: string, collection: string, description?: string) {
  return fields.image({
    label,
    description,
    directory: `content/images/${collection}`,
    publicPath: collection,
  });
}

/** The limits zod checks on a list: Keystatic shows them and will not save outside them. */
function lengthOf(schema: z.ZodArray): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of (schema.def.checks ?? []) as unknown as {
    _zod: { def: Record<string, unknown> };
  }[]) {
    const def = check._zod.def;
    if (def.check === "min_length") length.min = def.minimum as number;
    if (def.check === "max_length") length.max = def.maximum as number;
    if (def.check === "length_equals") length.min = length.max = def.length as number;
  }
  return length;
}

/**
 * What a text must match, with the build's words: the schema's pattern (a key,
 * a postal code …), or for a text the file must have, anything but spaces.
 */
function patternOf(schema: z.ZodString, label: string, optional: boolean) {
  for (const check of (schema.def.checks ?? []) as unknown as {
    _zod: { def: { format?: string; pattern?: RegExp; error?: (issue: object) => string } };
  }[]) {
    const { format, pattern, error } = check._zod.def;
    if (format === "regex" && pattern) {
      return { regex: pattern, message: `${label}: ${error?.({}) ?? "ungültig"}` };
    }
  }
  if (optional || schema.safeParse("").success) return undefined;
  return { regex: /\S/, message: `${label}: fehlt` };
}

/**
 * A whole number (a year, minutes, days, a position), typed as digits: Keystatic's
 * number field groups digits by the locale („2.019“ for a year); this one saves
 * the number, or leaves an empty one out of the file.
 */
function numberField(
  label: string,
  description: string | undefined,
  { optional, min, max }: { optional: boolean; min?: number; max?: number },
): Field {
  const text = fields.text({
    label,
    description,
    validation: {
      pattern: optional
        ? { regex: /^\s*\d*\s*$/, message: `${label}: nur Ziffern` }
        : { regex: /^\s*\d+\s*$/, message: `${label}: fehlt (nur Ziffern)` },
    },
  });
  const inRange = (value: number) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  return {
    ...text,
    parse: (value: unknown) => (typeof value === "number" ? String(value) : ""),
    serialize: (value: string) => ({ value: value.trim() === "" ? undefined : Number(value) }),
    validate: (value: string) => {
      text.validate(value, undefined);
      if (value.trim() !== "" && !inRange(Number(value))) {
        throw new Error(`${label}: zwischen ${min ?? "…"} und ${max ?? "…"}`);
      }
      return value;
    },
    reader: { parse: (value: unknown) => (typeof value === "number" ? value : null) },
  } as unknown as Field;
}

/** A text field that saves "" as "" (Keystatic leaves an empty text out of the file). */
function keepingEmpty(field: ReturnType<typeof fields.text>) {
  return { ...field, serialize: (value: string) => ({ value }) };
}

/**
 * The Keystatic field for one schema field of a file in `collection`, at
 * `path` (for the message when the schema gives it no title).
 */
function fieldOf(
  path: string,
  schema: z.ZodType,
  collection: string,
  inherited: Meta = {},
  optional = false,
): Field {
  const meta = { ...inherited, ...metaOf(schema) };
  const name = path.split(".").at(-1)!;
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === "optional" || def.type === "nullable") {
    return fieldOf(path, def.innerType!, collection, meta, true);
  }
  // A conversion after the check: the form edits what the file stores.
  if (def.type === "pipe") return fieldOf(path, def.in!, collection, meta, optional);
  const { title: label, description } = meta;
  if (!label) throw new Error(`${collection}: Feld „${path}“ hat keinen Titel (.meta({ title }))`);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    return conditionalField(path, schema, collection, label, description);
  }
  if (isImageFile(schema)) return imageField(label, collection, description);
  // Running paragraphs: Markdoc text in the YAML file, with only the marks the build allows.
  const richTextOptions = richTextOptionsOf(schema);
  if (richTextOptions)
    return fields.markdoc.inline({ label, description, options: richTextOptions });
  if (schema instanceof z.ZodObject) {
    return fields.object(objectFields(schema, collection, path), { label, description });
  }
  if (schema instanceof z.ZodArray) {
    return fields.array(
      fieldOf(`${path}[]`, schema.element as z.ZodType, collection, { title: label }),
      {
        label,
        description,
        validation: { length: lengthOf(schema) },
        itemLabel: (props) => itemLabel(props as unknown as Preview),
      },
    );
  }
  if (schema instanceof z.ZodEnum) {
    const options = (schema.options as string[]).map((value) => ({
      label: meta.options?.[value] ?? (value === "" ? "(keiner)" : value),
      value,
    }));
    return fields.select({ label, description, options, defaultValue: options[0]!.value });
  }
  if (schema instanceof z.ZodString && meta.collection) {
    return fields.relationship({
      label,
      description,
      collection: meta.collection,
      validation: { isRequired: !optional },
    });
  }
  if (schema instanceof z.ZodNumber) {
    return numberField(label, description, {
      optional,
      min: Number.isFinite(schema.minValue) ? schema.minValue! : undefined,
      max: Number.isFinite(schema.maxValue) ? schema.maxValue! : undefined,
    });
  }
  if (schema instanceof z.ZodBoolean) {
    // A box that is on when the file does not say (a page the owner may switch off).
    const defaultValue = metaOf(schema).checkedByDefault === true;
    return fields.checkbox({ label, description, defaultValue });
  }
  const text = fields.text({
    label,
    description,
    multiline: multiline.has(name),
    // The form will not save what the build refuses (a key's letters, an empty required text),
    // and says so as the build does.
    ...(patternOf(schema as z.ZodString, label, optional)
      ? { validation: { pattern: patternOf(schema as z.ZodString, label, optional)! } }
      : {}),
  });
  // A text the schema needs as "" when empty (not left out).
  return !optional && schema.safeParse("").success ? keepingEmpty(text) : text;
}

/** The fields of a choice that has none: read and written as `value: {}`, as the schema has it. */
const noFields = {
  ...fields.empty(),
  defaultValue: () => ({}),
  parse: () => ({}),
  validate: (value: object) => value,
  serialize: () => ({ value: {} }),
  reader: { parse: () => ({}) },
} as unknown as Field;

/**
 * A choice whose further fields depend on it, stored as Keystatic stores it:
 * a union of `{ discriminant: <literal>, value: {…} }` becomes a select (or a
 * checkbox for true/false) with the fields of the chosen option below it.
 */
function conditionalField(
  path: string,
  schema: z.ZodDiscriminatedUnion,
  collection: string,
  label: string,
  description?: string,
): Field {
  const choices = (schema.options as z.ZodObject[]).map((option) => {
    const key = option.shape.discriminant as z.ZodLiteral<string | boolean>;
    // "Off" may be stored without its empty value (an optional object).
    const stored = option.shape.value;
    const value = (stored instanceof z.ZodOptional ? stored.unwrap() : stored) as z.ZodObject;
    return {
      value: key.value,
      label: metaOf(key).title ?? String(key.value),
      fields: Object.keys(value.shape).length
        ? fields.object(objectFields(value, collection, path))
        : noFields,
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

/** The fields of an object schema at `path`. */
function objectFields(schema: z.ZodObject, collection: string, path = ""): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [
      name,
      fieldOf(path ? `${path}.${name}` : name, field as z.ZodType, collection),
    ]),
  );
}

/**
 * The help a whole form needs (its schema's description: the placeholders its
 * texts may use), shown once above its fields; it writes nothing to the file.
 */
export const formHelpKey = "formHelp";
function formHelp(text: string): Field {
  return {
    ...fields.empty(),
    Input: () =>
      createElement(
        "p",
        { "data-form-help": "", style: { margin: 0, fontSize: "0.875rem", lineHeight: 1.5 } },
        text,
      ),
  };
}

/** A form's fields: its help first, when its schema has one. */
function formFields(schema: z.ZodObject, collection: string): Record<string, Field> {
  const help = metaOf(schema).description;
  return {
    ...(help ? { [formHelpKey]: formHelp(help) } : {}),
    ...objectFields(schema, collection),
  };
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
  const result: Record<string, Field> = formFields(schema, collection);
  const slugSchema = schema.shape[slugField] as z.ZodType;
  result[slugField] = fields.slug({
    name: { label: metaOf(slugSchema).title!, description: metaOf(slugSchema).description },
    slug: {
      label: "Dateiname",
      description: "Die Adresse der Seite: nur Kleinbuchstaben, Ziffern und Bindestriche.",
    },
  });
  // Keystatic's types check the slug field by name; the other fields are typed as a whole.
  return result as unknown as Record<Slug, ReturnType<typeof fields.slug>>;
}

/**
 * The fields of a file's schema (a Keystatic singleton: one file, no slug);
 * uploads go to content/images/{folder}.
 */
export function fileFields(schema: z.ZodObject, folder: string): Record<string, Field> {
  return formFields(schema, folder);
}

/**
 * The content editor (`npm run edit`, docs/decisions/022-keystatic-editor.md):
 * Keystatic on the YAML files in content/, which stay the source of truth.
 * Its forms follow from the registry of content files (app/content/registry.ts)
 * and their schemas (scripts/edit/fields.ts).
 */
import { collection, config, singleton } from "@keystatic/core";
import { collections, files, formLabel, settingsFiles } from "#app/content/registry";
import { collectionFields, fileFields } from "./scripts/edit/fields";

/** The form of one file, content/{folder}/{name}.yaml. */
const form = (folder: "pages" | "settings", name: string, label: string, schema: unknown) =>
  singleton({
    label: formLabel(folder, label),
    path: `content/${folder}/${name}`,
    format: { data: "yaml" },
    schema: fileFields(schema as Parameters<typeof fileFields>[0], folder),
  });

export default config({
  // Local: the editor writes the files of this checkout. For a deployed site see docs/content.md, "Editing content".
  storage: { kind: "local" },
  // Keystatic's own buttons and dialogs in German, as far as it has them (docs/decisions/045).
  locale: "de-DE",
  ui: { brand: { name: "Inhalte der Website" } },
  collections: Object.fromEntries(
    Object.entries(collections).map(([name, { label, slugField, schema }]) => [
      name,
      collection({
        label,
        path: `content/${name}/*`,
        format: { data: "yaml" },
        slugField,
        columns: [slugField],
        schema: collectionFields(schema, slugField, name),
      }),
    ]),
  ) as Record<keyof typeof collections, ReturnType<typeof collection>>,
  // The pages' forms first, then the settings' (the site's identity first).
  singletons: Object.fromEntries(
    [
      ...Object.entries(files).filter(([, { folder }]) => folder === "pages"),
      ...Object.entries(settingsFiles).map(
        ([name, entry]) => [name, { folder: "settings", ...entry }] as const,
      ),
      ...Object.entries(files).filter(([, { folder }]) => folder === "settings"),
    ].map(([name, { folder, label, schema }]) => [name, form(folder, name, label, schema)]),
  ) as Record<keyof typeof files | keyof typeof settingsFiles, ReturnType<typeof singleton>>,
});

/**
 * The content editor (`npm run edit`, docs/decisions/022-keystatic-editor.md):
 * Keystatic on the YAML files in content/, which stay the source of truth.
 * The forms follow the build's schema (app/content/files/schema.ts).
 */
import { collection, config } from "@keystatic/core";
import { caseSchema, serviceSchema } from "#app/content/files/schema";
import { collectionFields } from "./scripts/edit/fields";

export default config({
  // Local: the editor writes the files of this checkout. For a deployed site see the README.
  storage: { kind: "local" },
  ui: { brand: { name: "Inhalte der Website" } },
  collections: {
    cases: collection({
      label: "Cases",
      path: "content/cases/*",
      format: { data: "yaml" },
      slugField: "title",
      columns: ["title"],
      schema: collectionFields(caseSchema, "title", "cases"),
    }),
    services: collection({
      label: "Leistungen",
      path: "content/services/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name"],
      schema: collectionFields(serviceSchema, "name", "services"),
    }),
  },
});

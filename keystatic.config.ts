/**
 * The content editor (`npm run edit`, docs/decisions/022-keystatic-editor.md):
 * Keystatic on the YAML files in content/, which stay the source of truth.
 * The forms follow the build's schema (app/content/files/schema.ts).
 */
import { collection, config, singleton } from "@keystatic/core";
import { aboutSchema } from "#app/content/files/pages/about";
import { contactSchema } from "#app/content/files/pages/contact";
import { founderSchema } from "#app/content/files/pages/founder";
import { profileSchema } from "#app/content/files/pages/profile";
import { caseSchema, serviceSchema } from "#app/content/files/schema";
import { collectionFields, singletonFields } from "./scripts/edit/fields";

/** A page with a file of its own: content/pages/{name}.yaml. */
const page = (label: string, name: string, schema: Parameters<typeof singletonFields>[0]) =>
  singleton({
    label,
    path: `content/pages/${name}`,
    format: { data: "yaml" },
    schema: singletonFields(schema),
  });

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
      schema: collectionFields(caseSchema, "title"),
    }),
    services: collection({
      label: "Leistungen",
      path: "content/services/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name"],
      schema: collectionFields(serviceSchema, "name"),
    }),
  },
  singletons: {
    about: page("Seite „Über uns“", "about", aboutSchema),
    founder: page("Seite des Gründers", "founder", founderSchema),
    profile: page("Profil (/nort)", "profile", profileSchema),
    contact: page("Seite „Kontakt“", "contact", contactSchema),
  },
});

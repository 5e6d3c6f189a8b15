/**
 * The content editor (`npm run edit`, docs/decisions/022-keystatic-editor.md):
 * Keystatic on the YAML files in content/, which stay the source of truth.
 * The forms follow the build's schema (app/content/files/schema.ts).
 */
import { collection, config, singleton } from "@keystatic/core";
import { hexacoreSchema } from "#app/content/files/pages/hexacore";
import { homeSchema } from "#app/content/files/pages/home";
import { programmeSchema } from "#app/content/files/pages/programme";
import { servicesOverviewSchema } from "#app/content/files/pages/services-overview";
import { aboutSchema } from "#app/content/files/pages/about";
import { contactSchema } from "#app/content/files/pages/contact";
import { founderSchema } from "#app/content/files/pages/founder";
import { profileSchema } from "#app/content/files/pages/profile";
import { notFoundSchema } from "#app/content/files/pages/not-found";
import { legalPageSchema } from "#app/content/files/pages/legal";
import { caseSchema, serviceSchema } from "#app/content/files/schema";
import {
  contactFormSchema,
  datesSchema,
  guaranteeSchema,
  offersSchema,
  sectorsSchema,
  sourcesSchema,
} from "#app/content/files/settings";
import { cookieBannerSchema } from "#app/content/files/settings/cookie-banner";
import { siteSchema } from "#app/content/files/settings/site";
import { collectionFields, settingsFields, singletonFields } from "./scripts/edit/fields";

/** A page with a file of its own: content/pages/{name}.yaml. */
const page = (name: string, label: string, schema: Parameters<typeof singletonFields>[0]) =>
  singleton({
    label,
    path: `content/pages/${name}`,
    format: { data: "yaml" },
    schema: singletonFields(schema),
  });

/** A settings file: content/settings/{name}.yaml (app/content/files/settings.ts). */
const setting = (name: string, label: string, schema: Parameters<typeof settingsFields>[0]) =>
  singleton({
    label: `Einstellungen: ${label}`,
    path: `content/settings/${name}`,
    format: { data: "yaml" },
    schema: settingsFields(schema),
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
  singletons: {
    home: page("home", "Startseite", homeSchema),
    "services-overview": page(
      "services-overview",
      "Leistungen (Übersicht)",
      servicesOverviewSchema,
    ),
    programme: page("programme", "Zukunftssicher in 30 Tagen", programmeSchema),
    hexacore: page("hexacore", "HexaCore", hexacoreSchema),
    about: page("about", "Seite „Über uns“", aboutSchema),
    founder: page("founder", "Seite des Gründers", founderSchema),
    profile: page("profile", "Profil (/nort)", profileSchema),
    contact: page("contact", "Seite „Kontakt“", contactSchema),
    "not-found": page("not-found", "Seite „nicht gefunden“ (404)", notFoundSchema),
    impressum: page("impressum", "Impressum", legalPageSchema),
    datenschutz: page("datenschutz", "Datenschutzerklärung", legalPageSchema),
    cookies: page("cookies", "Cookie-Richtlinie", legalPageSchema),
    // The settings (content/settings): identity, legal entity and providers first.
    site: setting("site", "Website und Rechtliches", siteSchema),
    "cookie-banner": setting("cookie-banner", "Cookie-Banner", cookieBannerSchema),
    "settings-offers": setting("offers", "Kostenlose Gespräche", offersSchema),
    "settings-sources": setting("sources", "Quellen (Studien)", sourcesSchema),
    "settings-guarantee": setting("guarantee", "30-Tage-Garantie", guaranteeSchema),
    "settings-sectors": setting("sectors", "Branchenfelder", sectorsSchema),
    "settings-dates": setting("dates", "Jahre und Daten", datesSchema),
    "settings-contact-form": setting("contact-form", "Kontaktformular", contactFormSchema),
  },
});

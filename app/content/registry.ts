/**
 * Every content file once: its path, its schema, what turns it into what the
 * site shows, and the title of its form in the editor. The reader
 * (./files/collections.ts), the editor (keystatic.config.ts, scripts/edit/)
 * and their tests follow from this table. A new page with copy the owner
 * edits is its route, its file in content/pages and a line in `files`; the
 * labels and help of its fields live on its schema (`.meta({ title, description })`).
 */
import type { z } from "zod";
import { caseFromFile } from "./cases/from-file";
import type { Report } from "./files/load";
import { aboutFromFile, aboutSchema } from "./files/pages/about";
import { casesFromFile, casesSchema } from "./files/pages/case-list";
import { contactFromFile, contactSchema } from "./files/pages/contact";
import { founderFromFile, founderSchema } from "./files/pages/founder";
import { hexacoreFromFile, hexacoreSchema } from "./files/pages/hexacore";
import { homeFromFile, homeSchema } from "./files/pages/home";
import {
  cookiePolicyFromFile,
  legalPageFromFile,
  legalPageSchema,
  privacyPolicyFromFile,
} from "./files/pages/legal";
import { notFoundFromFile, notFoundSchema } from "./files/pages/not-found";
import { profileFromFile, profileSchema } from "./files/pages/profile";
import { programmeFromFile, programmeSchema } from "./files/pages/programme";
import { servicesOverviewFromFile, servicesOverviewSchema } from "./files/pages/services-overview";
import { caseSchema, serviceSchema } from "./files/schema";
import { contactFormSchema, settingsFiles } from "./files/settings";
import { serviceFromFile } from "./services/from-file";
import { maintenanceSlug, withSupport } from "./services/maintenance-support";
import type { ServicePage } from "./services/service-page";
import { site } from "./site";

/** Where content files live: pages and the settings files (content/{folder}/{name}.yaml). */
export type Folder = "pages" | "settings";

/**
 * A file read with placeholders and turned into what its page shows by
 * `convert`: content/{folder}/{name}.yaml, its form titled `label`.
 */
const file = <Data, Item>(
  folder: Folder,
  label: string,
  schema: z.ZodType<Data>,
  convert: (data: Data, report: Report) => Item,
) => ({ folder, label, schema, convert });

/** The files of the pages, and the contact form's texts (which take the pages' placeholders). */
export const files = {
  home: file("pages", "Startseite", homeSchema, homeFromFile),
  "services-overview": file(
    "pages",
    "Leistungen (Übersicht)",
    servicesOverviewSchema,
    servicesOverviewFromFile,
  ),
  programme: file("pages", "Zukunftssicher in 30 Tagen", programmeSchema, programmeFromFile),
  "case-list": file(
    "pages",
    "Cases (Liste und Wörter der Case-Seiten)",
    casesSchema,
    casesFromFile,
  ),
  hexacore: file("pages", "HexaCore", hexacoreSchema, hexacoreFromFile),
  about: file("pages", "Seite „Über uns“", aboutSchema, aboutFromFile),
  founder: file("pages", "Seite des Gründers", founderSchema, founderFromFile),
  profile: file("pages", "Profil (/nort)", profileSchema, profileFromFile),
  contact: file("pages", "Seite „Kontakt“", contactSchema, contactFromFile),
  "not-found": file("pages", "Seite „nicht gefunden“ (404)", notFoundSchema, notFoundFromFile),
  impressum: file("pages", "Impressum", legalPageSchema, legalPageFromFile),
  datenschutz: file("pages", "Datenschutzerklärung", legalPageSchema, privacyPolicyFromFile),
  cookies: file("pages", "Cookie-Richtlinie", legalPageSchema, cookiePolicyFromFile),
  "contact-form": file("settings", "Kontaktformular", contactFormSchema, (data) => data),
};

export type FileName = keyof typeof files;

/** The settings files: read without placeholders, as they define them (./files/settings.ts). */
export { settingsFiles };

/** The collections, one file per page in content/{name}/{slug}.yaml, in their `order`. */
export const collections = {
  services: {
    label: "Leistungen",
    /** The field the editor offers as the file name (the page's address). */
    slugField: "name",
    schema: serviceSchema,
    convert: (slug: string, data: z.output<typeof serviceSchema>): ServicePage => {
      const page = serviceFromFile(slug, data);
      return slug === maintenanceSlug ? withSupport(page, site.support) : page;
    },
  },
  cases: {
    label: "Cases",
    slugField: "title",
    schema: caseSchema,
    /** A case names services: they must be among `services`. */
    convert: (
      slug: string,
      data: z.output<typeof caseSchema>,
      report: Report,
      services: readonly ServicePage[],
    ) => caseFromFile(slug, data, services, report),
  },
} as const;

/** The title of a file's form in the editor: the settings' say so. */
export const formLabel = (folder: Folder, label: string) =>
  folder === "settings" ? `Einstellungen: ${label}` : label;

/**
 * The collections and pages read from the content files. Only the build's server side
 * (prerender), vitest and tsx scripts read them: the browser build gets an
 * empty stand-in (scripts/vite-content-files.ts), so neither the files' reader
 * nor their schema reach a bundle that pages share with the form island.
 */
import { caseFromFile } from "../cases/from-file";
import type { Case } from "../cases/case";
import { switchedOffFiles } from "../optional-pages";
import { site } from "../site";
import { serviceFromFile } from "../services/from-file";
import { maintenanceSlug, withSupport } from "../services/maintenance-support";
import type { ServicePage } from "../services/service-page";
import { join } from "node:path";
import type { z } from "zod";
import { contentDir } from "./content-dir";
import { loadCollection, loadSingleton, type Report } from "./load";
import { hexacoreFromFile, hexacoreSchema } from "./pages/hexacore";
import { homeFromFile, homeSchema } from "./pages/home";
import { programmeFromFile, programmeSchema } from "./pages/programme";
import { servicesOverviewFromFile, servicesOverviewSchema } from "./pages/services-overview";
import { aboutFromFile, aboutSchema } from "./pages/about";
import { contactFromFile, contactSchema } from "./pages/contact";
import { founderFromFile, founderSchema } from "./pages/founder";
import { profileFromFile, profileSchema } from "./pages/profile";
import { notFoundFromFile, notFoundSchema } from "./pages/not-found";
import { legalPageFromFile, legalPageSchema, privacyPolicyFromFile } from "./pages/legal";
import { caseSchema, serviceSchema } from "./schema";
import { contactFormSchema } from "./settings";

/** content/services/*.yaml, in their `order`. */
export function readServicePages(): ServicePage[] {
  return loadCollection(contentDir("services"), serviceSchema, (slug, file) => {
    const page = serviceFromFile(slug, file);
    return slug === maintenanceSlug ? withSupport(page, site.support) : page;
  });
}

/** content/cases/*.yaml, in their `order`; the services they name must be among `services`. */
export function readCases(services: readonly ServicePage[]): Case[] {
  return loadCollection(contentDir("cases"), caseSchema, (slug, file, report) =>
    caseFromFile(slug, file, services, report),
  );
}

/** A page file's schema and what turns it into the page. */
const page = <Data, Item>(
  schema: z.ZodType<Data>,
  convert: (data: Data, report: Report) => Item,
) => ({ schema, convert });

/** The pages with a file of their own, content/pages/{name}.yaml. */
const pages = {
  home: page(homeSchema, homeFromFile),
  "services-overview": page(servicesOverviewSchema, servicesOverviewFromFile),
  programme: page(programmeSchema, programmeFromFile),
  hexacore: page(hexacoreSchema, hexacoreFromFile),
  about: page(aboutSchema, aboutFromFile),
  contact: page(contactSchema, contactFromFile),
  founder: page(founderSchema, founderFromFile),
  profile: page(profileSchema, profileFromFile),
  "not-found": page(notFoundSchema, notFoundFromFile),
  impressum: page(legalPageSchema, legalPageFromFile),
  datenschutz: page(legalPageSchema, privacyPolicyFromFile),
  cookies: page(legalPageSchema, legalPageFromFile),
};

type Pages = typeof pages;

/** content/pages/{name}.yaml, as the page shows it. */
export function readPage<Name extends keyof Pages>(name: Name): ReturnType<Pages[Name]["convert"]> {
  const { schema, convert } = pages[name] as ReturnType<typeof page<unknown, unknown>>;
  return loadSingleton(join(contentDir("pages"), `${name}.yaml`), schema, convert) as ReturnType<
    Pages[Name]["convert"]
  >;
}

/**
 * Every page file by its path (content/pages/{name}.yaml), as its page shows it; not those of
 * pages the owner switched off (../optional-pages.ts), which the site does not have.
 */
export function readPages(): Record<string, object> {
  return Object.fromEntries(
    Object.keys(pages)
      .filter((name) => !switchedOffFiles.includes(name))
      .map((name) => [`content/pages/${name}.yaml`, readPage(name as keyof Pages)]),
  );
}

/** content/settings/contact-form.yaml: the contact form's texts (app/content/contact.ts). */
export function readContactForm() {
  return loadSingleton(
    join(contentDir("settings"), "contact-form.yaml"),
    contactFormSchema,
    (data) => data,
  );
}

/**
 * The collections read from the content files. Only the build's server side
 * (prerender), vitest and tsx scripts read them: the browser build gets an
 * empty stand-in (scripts/vite-content-files.ts), so neither the files' reader
 * nor their schema reach a bundle that pages share with the form island.
 */
import { caseFromFile } from "../cases/from-file";
import type { Case } from "../cases/case";
import { site } from "../site";
import { serviceFromFile } from "../services/from-file";
import { maintenanceSlug, withSupport } from "../services/maintenance-support";
import type { ServicePage } from "../services/service-page";
import { contentDir, loadCollection, loadSingleton } from "./load";
import { aboutFromFile, aboutSchema } from "./pages/about";
import { contactFromFile, contactSchema } from "./pages/contact";
import { founderFromFile, founderSchema } from "./pages/founder";
import { profileFromFile, profileSchema } from "./pages/profile";
import { caseSchema, serviceSchema } from "./schema";

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

/** Each page with a file of its own (content/pages/{name}.yaml): its schema and how it becomes the page. */
const pages = {
  about: () => aboutFromFile(loadSingleton("pages/about.yaml", aboutSchema)),
  contact: () => contactFromFile(loadSingleton("pages/contact.yaml", contactSchema)),
  founder: () => founderFromFile(loadSingleton("pages/founder.yaml", founderSchema)),
  profile: () => profileFromFile(loadSingleton("pages/profile.yaml", profileSchema)),
};

/** One page, from content/pages/{name}.yaml. */
export function readPage<Name extends keyof typeof pages>(
  name: Name,
): ReturnType<(typeof pages)[Name]> {
  return pages[name]() as ReturnType<(typeof pages)[Name]>;
}

/** Every page file by its path (content/pages/{name}.yaml), for the launch check. */
export function readPages(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(pages).map(([name, read]) => [`content/pages/${name}.yaml`, read()]),
  );
}

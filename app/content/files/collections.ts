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
import { contentDir, loadCollection } from "./load";
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

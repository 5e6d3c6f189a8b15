/**
 * Reads the content files of the registry (app/content/registry.ts). Only the
 * build's server side (prerender), vitest and tsx scripts read them: the
 * browser build gets an empty stand-in (scripts/build/vite-content-files.ts), so
 * neither the files' reader nor their schema reach a bundle that pages share
 * with the form island.
 */
import { join } from "node:path";
import type { z } from "zod";
import type { Case } from "../cases/case";
import { switchedOffFiles } from "../optional-pages";
import { collections, type FileName, type Folder, files } from "../registry";
import type { ServicePage } from "../services/service-page";
import { contentDir } from "./content-dir";
import { ContentError, loadCollection, loadSingleton, type Report } from "./load";

type Files = typeof files;
type Read<Name extends FileName> = ReturnType<Files[Name]["convert"]>;

/** A file of the registry, content/{folder}/{name}.yaml, as its page shows it. */
export function readPage<Name extends FileName>(name: Name): Read<Name> {
  const { folder, schema, convert } = files[name] as unknown as {
    folder: Folder;
    schema: z.ZodType;
    convert: (data: unknown, report: Report) => unknown;
  };
  return loadSingleton(join(contentDir(folder), `${name}.yaml`), schema, convert) as Read<Name>;
}

/**
 * Every page file by its path (content/pages/{name}.yaml), as its page shows it; not those of
 * pages the owner switched off (../optional-pages.ts), which the site does not have.
 */
export function readPages(): Record<string, object> {
  const problems: string[] = [];
  const pages = (Object.keys(files) as FileName[])
    .filter((name) => files[name].folder === "pages" && !switchedOffFiles.includes(name))
    .flatMap((name) => {
      try {
        return [[`content/pages/${name}.yaml`, readPage(name) as object] as const];
      } catch (error) {
        // Every page's problems at once, so the owner mends them in one round.
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.problems);
        return [];
      }
    });
  if (problems.length > 0) throw new ContentError(problems);
  return Object.fromEntries(pages);
}

/** content/services/*.yaml, in their `order`. */
export function readServicePages(): ServicePage[] {
  const { schema, convert } = collections.services;
  return loadCollection(contentDir("services"), schema, convert);
}

/** content/cases/*.yaml, in their `order`; the services they name must be among `services`. */
export function readCases(services: readonly ServicePage[]): Case[] {
  const { schema, convert } = collections.cases;
  return loadCollection(contentDir("cases"), schema, (slug, data, report) =>
    convert(slug, data, report, services),
  );
}

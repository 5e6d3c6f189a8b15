/**
 * The settings files, content/settings/{name}.yaml, each with its schema.
 * A module reads one with `readSettings("name")`; in every bundle (the pages'
 * prerender, the browser's islands, the server, the edge worker) that call is
 * replaced by the checked data itself (scripts/vite-settings.ts): the browser
 * and the worker have no file system, and none of them needs the schema or a
 * YAML parser (docs/decisions/029-site-settings-file.md). Vitest and tsx
 * scripts read the files.
 */
import { join } from "node:path";
import type { z } from "zod";
import { contentDir, loadChecked } from "./read";
import { cookieBannerSchema } from "./settings/cookie-banner";
import { siteSchema } from "./settings/site";

const schemas = { site: siteSchema, "cookie-banner": cookieBannerSchema };

export type SettingsName = keyof typeof schemas;

/** content/settings/{name}.yaml, checked; a problem stops whatever reads it. */
export function readSettings<Name extends SettingsName>(
  name: Name,
): z.output<(typeof schemas)[Name]> {
  return loadChecked(
    join(contentDir("settings"), `${name}.yaml`),
    schemas[name] as z.ZodType,
  ) as z.output<(typeof schemas)[Name]>;
}

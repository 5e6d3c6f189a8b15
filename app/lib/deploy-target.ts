/**
 * Where the site is deployed, as the repository says it: on Cloudflare once
 * wrangler.toml holds the id of a real D1 database (step 2 of "Cloudflare" in
 * docs/deploying.md; `wrangler deploy` cannot run without it), otherwise on the
 * owner's own Node server. The launch check compares it with the privacy
 * policy's setting `legal.hostingPlatform`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type DeployTarget = "server" | "cloudflare";

/** The shipped placeholder id is all zeros; any other id was printed by `wrangler d1 create`. */
export function deployTargetOf(wranglerToml: string): DeployTarget {
  const id = /^\s*database_id\s*=\s*"([^"]*)"/m.exec(wranglerToml)?.[1] ?? "";
  return /[1-9a-f]/i.test(id) ? "cloudflare" : "server";
}

export function deployTarget(root = process.cwd()): DeployTarget {
  try {
    return deployTargetOf(readFileSync(join(root, "wrangler.toml"), "utf8"));
  } catch {
    return "server";
  }
}

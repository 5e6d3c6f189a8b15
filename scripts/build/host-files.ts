/**
 * `_headers` for Netlify and Cloudflare Pages (docs/decisions/013).
 *
 * Both hosts apply every rule whose path matches, and Cloudflare joins the
 * values of a header set by several rules. So each header comes from exactly
 * one rule: security headers for `/*`, Cache-Control only for `/assets/*`
 * (pages keep the hosts' default, which revalidates on every visit).
 *
 * No `_redirects`: Cloudflare follows a redirect even when a file exists, so
 * `/case/* /cases` would catch every real case page there. On static hosts an
 * unknown case gets the 404 page instead of the redirect to /cases.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cacheControl, strictTransportSecurity } from "#app/lib/http-headers";

/** Static hosts serve only HTTPS, so HSTS belongs to every response. */
export function hostHeadersFile(headers: Record<string, string>): string {
  const block = (path: string, entries: Record<string, string>) =>
    `${path}\n${Object.entries(entries)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  return [
    block("/*", { ...headers, "Strict-Transport-Security": strictTransportSecurity }),
    block("/assets/*", { "Cache-Control": cacheControl.immutable }),
  ].join("\n");
}

/** Files Cloudflare does not upload: it compresses by itself, so the precompressed copies are not needed. */
const assetsIgnoreFile = "*.br\n*.gz\n";

export function writeHostFiles(client: string, headers: Record<string, string>): void {
  writeFileSync(join(client, "_headers"), hostHeadersFile(headers));
  writeFileSync(join(client, ".assetsignore"), assetsIgnoreFile);
}

/**
 * CSP hashes of the inline scripts a browser would execute. JSON-LD and
 * other data blocks are not executed, so they need no hash.
 */
import { createHash } from "node:crypto";

const executableTypes = new Set(["", "text/javascript", "module", "speculationrules"]);

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
}

/** `'sha256-…'` sources for the executable inline scripts of one page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => executableTypes.has(typeOf(attributes)))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

/** The sorted set of hashes over all pages: one header policy fits every page. */
export function siteScriptHashes(pages: string[]): string[] {
  return [...new Set(pages.flatMap(inlineScriptHashes))].sort();
}

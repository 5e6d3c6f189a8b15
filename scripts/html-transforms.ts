/**
 * Rewrites of the prerendered HTML, applied by scripts/postbuild.ts.
 */
import { createHash } from "node:crypto";

/** Adds a `<meta>` policy that allows exactly the page's own inline scripts. */
export function pinInlineScripts(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
  );
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error("pinInlineScripts: charset meta not found");
  const policy = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hashes.join(" ")}"/>`;
  return html.replace(charset, () => charset + policy);
}

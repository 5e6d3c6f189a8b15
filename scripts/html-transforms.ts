/**
 * Rewrites of the prerendered HTML, applied by scripts/postbuild.ts.
 * Each works on React Router 7.18's exact output and throws when that
 * output changes shape, so an upgrade cannot silently undo them.
 */
import { createHash } from "node:crypto";

const bootstrapPattern =
  /<script type="module" async="">((?:import "[^"]+";\s*)(?:import \* as route\d+ from "[^"]+";\s*)+)window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);<\/script>/;

/**
 * Starts the JavaScript after the page has loaded and painted instead of
 * during parsing. The page is complete HTML and CSS, so it paints (and its
 * largest element is final) before any script is fetched; hydration
 * follows right after. Module preloads move into the deferred script.
 */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    ([, href]) => href!,
  );
  const bootstrap = bootstrapPattern.exec(html);
  if (!bootstrap || preloads.length === 0) {
    throw new Error("deferHydration: React Router's bootstrap script has an unknown shape");
  }
  const [script, imports, routeModules, entry] = bootstrap;
  const modules = [...imports!.matchAll(/import (?:\* as (route\d+) from )?"([^"]+)";/g)];
  const names = modules.map(([, name]) => name ?? "");
  const urls = modules.map(([, , url]) => JSON.stringify(url));
  const deferred = [
    '<script type="module">',
    "const start = async () => {",
    `  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    `  window.__reactRouterRouteModules = ${routeModules};`,
    `  import(${JSON.stringify(entry)});`,
    "};",
    // After the next frame, so the page has painted before any script is fetched.
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
    "</script>",
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(script!, () => deferred);
}

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

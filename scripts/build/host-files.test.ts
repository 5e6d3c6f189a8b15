import { describe, expect, it } from "vitest";
import { cases } from "#app/content/cases";
import { cacheControl, securityHeaders, strictTransportSecurity } from "#app/lib/http-headers";
import { hostHeadersFile } from "./host-files";

/**
 * Emulates how each static host applies `_headers` and `_redirects`, per
 * its documentation, to what the build writes.
 * Cloudflare Pages: redirects run before files ("always followed, regardless
 * of whether or not an asset matches"); every matching header rule applies and
 * a header set twice is joined with ", ". Netlify: a file shadows a redirect
 * unless the redirect is forced (`302!`); every matching header rule applies.
 */
interface Rule {
  pattern: RegExp;
  headers: [string, string][];
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace("*", ".*").replace(/:\w+/g, "[^/]+")}$`);
}

function parseHeaders(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of file.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: pathPattern(line.trim()), headers: [] });
    else {
      const [name = "", ...value] = line.trim().split(":");
      rules.at(-1)!.headers.push([name.trim(), value.join(":").trim()]);
    }
  }
  return rules;
}

function parseRedirects(file: string) {
  return file
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [from = "", to = "", status = "302"] = line.trim().split(/\s+/);
      return {
        pattern: pathPattern(from),
        to,
        status: parseInt(status, 10),
        forced: status.endsWith("!"),
      };
    });
}

type Host = "cloudflare" | "netlify";

function serve(
  host: Host,
  files: { headers: string; redirects: string },
  path: string,
  fileExists: boolean,
) {
  const redirect = parseRedirects(files.redirects).find((rule) => rule.pattern.test(path));
  const redirectApplies = redirect && (host === "cloudflare" || redirect.forced || !fileExists);
  if (redirectApplies && redirect.status !== 200) return { status: redirect.status, headers: {} };
  const headers: Record<string, string> = {};
  for (const rule of parseHeaders(files.headers).filter((rule) => rule.pattern.test(path))) {
    for (const [name, value] of rule.headers)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { status: fileExists || redirectApplies ? 200 : 404, headers };
}

// What the build writes: `_headers`, and no `_redirects` (scripts/build/host-files.ts).
const built = { headers: hostHeadersFile(securityHeaders()), redirects: "" };

describe.each<Host>(["cloudflare", "netlify"])("static host %s", (host) => {
  it("serves every real case page, not a redirect", () => {
    for (const { slug } of cases) {
      for (const path of [`/case/${slug}`, `/case/${slug}/`]) {
        expect(serve(host, built, path, true).status, path).toBe(200);
      }
    }
  });

  it("keeps hashed assets immutable and sends the security headers with HSTS", () => {
    const asset = serve(host, built, "/assets/root-AbC123.js", true).headers;
    expect(asset["Cache-Control"]).toBe(cacheControl.immutable);
    const page = serve(host, built, "/leistungen/", true).headers;
    expect(page["Cache-Control"]).toBeUndefined();
    expect(page).toMatchObject({
      ...securityHeaders(),
      "Strict-Transport-Security": strictTransportSecurity,
    });
  });
});

describe("the host emulation", () => {
  // The files this build used to write, which the issue measured on Cloudflare.
  const old = {
    headers:
      "/*\n  Cache-Control: no-cache\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    redirects: "/case/*  /cases  302\n",
  };

  it("reproduces what broke on Cloudflare and not on Netlify", () => {
    expect(serve("cloudflare", old, "/case/astroplants", true).status).toBe(302);
    expect(serve("netlify", old, "/case/astroplants", true).status).toBe(200);
    expect(serve("cloudflare", old, "/assets/a.js", true).headers["Cache-Control"]).toBe(
      "no-cache, public, max-age=31536000, immutable",
    );
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deferHydration, pinInlineScripts } from "./html-transforms";

// The shape React Router 7.18 prerenders (abridged).
const page = `<html><head><meta charSet="utf-8"/><script>theme()</script></head><body><main>Inhalt</main>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const result = deferHydration(page);

  it("fetches no script while the page is parsed", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).not.toMatch(/^import /m);
    expect(result).toContain('addEventListener("load", afterPaint, { once: true })');
  });

  it("keeps every module, the route table and the entry", () => {
    expect(result).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]',
    );
    expect(result).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(result).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(result).toContain('import("/assets/entry.client-2.js");');
  });

  it("refuses output it does not recognise", () => {
    expect(() =>
      deferHydration(page.replace("window.__reactRouterRouteModules", "window.modules")),
    ).toThrow(/unknown shape/);
  });
});

describe("pinInlineScripts", () => {
  it("allows exactly the page's inline scripts by hash", () => {
    const html = pinInlineScripts(
      `<head><meta charSet="utf-8"/><script>a()</script><script src="/x.js"></script></head>`,
    );
    const hash = createHash("sha256").update("a()").digest("base64");
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${hash}'"/>`,
    );
  });
});

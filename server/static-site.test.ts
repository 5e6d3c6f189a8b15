import { writeFileSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, securityHeaders } from "#app/lib/http-headers";
import { startTestSite, type TestSite } from "../tests/support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ trustProxy: true });
});
afterAll(() => site.close());

const get = (path: string, init: RequestInit = {}) =>
  fetch(site.url + path, { redirect: "manual", ...init });

describe("static files", () => {
  it("serves pages with the right type, caching and compression", async () => {
    const page = await get("/leistungen", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("vary")).toMatch(/^accept-encoding$/i);
    expect(page.headers.get("cache-control")).toBe(cacheControl.html);
    expect(await page.text()).toContain("Leistungen v1");

    const gzip = await get("/", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");

    const asset = await get("/assets/entry-v1.js", { headers: { "Accept-Encoding": "identity" } });
    expect(asset.headers.get("content-encoding")).toBeNull();
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(asset.headers.get("cache-control")).toBe(cacheControl.immutable);
  });

  it.each([
    ["/site.webmanifest", "application/manifest+json"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/icon.png", "image/png"],
  ])("sends %s as %s", async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
  });

  it("streams a file larger than it reads whole", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, "a");
    writeFileSync(join(site.buildDir, "client", "big.txt"), big);
    const response = await get("/big.txt", { headers: { "Accept-Encoding": "identity" } });
    expect(Number(response.headers.get("content-length"))).toBe(big.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(big)).toBe(true);
  });

  it("answers 304 with ETag and Cache-Control", async () => {
    const first = await get("/", { headers: { "Accept-Encoding": "gzip" } });
    const etag = first.headers.get("etag")!;
    // As a browser revalidates (fetch would add Cache-Control: no-cache, which forbids a 304).
    const again = await new Promise<IncomingMessage>((answer) =>
      httpGet(
        `${site.url}/`,
        { headers: { "If-None-Match": etag, "Accept-Encoding": "gzip" } },
        answer,
      ),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(cacheControl.html);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    "/404",
    "/404.html",
    "/gibt-es-nicht",
    "/_headers",
    "/_redirects",
    "/%E0%A4%A",
    "/../../etc/passwd",
  ])("answers %s with the compressed 404 page", async (path) => {
    const response = await get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect([400, 404]).toContain(response.status);
    if (response.status === 404) {
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it.each(
    [
      "/%5c",
      "/%5C",
      "/a%5cb",
      "/index.html%5c",
      "/..%5c..%5cetc%5cpasswd",
      "/assets/%5c..%5cindex.html",
      "/%5c%5cexample.org/x",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc%2fpasswd",
      "/%00",
      "/a%00.html",
      "/%c0%ae%c0%ae/",
      "/x%0d%0aSet-Cookie:%20a=b",
      "//etc/passwd",
      "/%",
      "/.assetsignore",
      "/.assetsignore.gz",
      "/.well-known/../.assetsignore",
      "/assets/.hidden.js",
      "/.git/config",
      "/%2eassetsignore",
      `/${"a".repeat(5000)}`,
      `/${"a/".repeat(3000)}x.html`,
    ].map((path) => [path.length > 60 ? `of ${path.length} characters` : path, path]),
  )(
    "answers the malformed or forbidden path %s with 400 or 404, logging nothing",
    async (_title, path) => {
      site.logged.length = 0;
      const response = await get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain("secret");
      expect(site.logged).toEqual([]);
    },
  );

  it("answers a miss without a warning in the operator's log", async () => {
    const warnings: string[] = [];
    const record = (warning: Error) => warnings.push(warning.name);
    process.on("warning", record);
    try {
      for (const encoding of ["identity", "gzip"]) {
        const response = await get("/gibt-es-nicht", { headers: { "Accept-Encoding": encoding } });
        expect(response.status).toBe(404);
        await response.text();
      }
      await new Promise((done) => setTimeout(done, 50));
    } finally {
      process.off("warning", record);
    }
    expect(warnings).toEqual([]);
  });

  it("sends an unknown case to /cases and serves a real one", async () => {
    for (const path of ["/case", "/case/"])
      expect((await get(path)).headers.get("location")).toBe("/cases");
    const unknown = await get("/case/gibt-es-nicht");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/cases");
    expect((await get("/case/selene-spa")).status).toBe(200);
  });

  it("allows GET and HEAD only", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await get("/", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    const head = await get("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("sends the security headers on every status, and HSTS over HTTPS only", async () => {
    const expected = Object.entries(securityHeaders());
    for (const response of [
      await get("/"),
      await get("/x"),
      await get("/case/x"),
      await get("/", { method: "POST" }),
    ]) {
      for (const [name, value] of expected) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const https = await get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

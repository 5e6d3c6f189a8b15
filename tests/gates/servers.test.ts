import { createServer, type Server } from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cacheControl, strictTransportSecurity } from "#app/lib/http-headers";
import { securityHeadersFile } from "../../scripts/build/security-headers";
import { type Answer, httpsClient, rawTlsRequest } from "./https-client";
import { clientDir } from "./pages";
import { type ServingSetups, startServingSetups } from "./serving-setups";
import { siteServerName } from "./site-server";

/**
 * The Node server (behind a bare TLS proxy, as in production) and the shipped
 * nginx configuration must answer alike over HTTPS: one table runs against both.
 */
const expectedHeaders: Record<string, string> = {
  ...JSON.parse(readFileSync(join(dirname(clientDir), securityHeadersFile), "utf8")),
  "Strict-Transport-Security": strictTransportSecurity,
};
let setups: ServingSetups;
let echo: Server;

beforeAll(async () => {
  // Stands in for the Node server behind nginx's /api/: answers with what it was sent.
  echo = createServer((req, res) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
  }).listen(0, "127.0.0.1");
  await new Promise((ready) => echo.once("listening", ready));
  setups = await startServingSetups((echo.address() as { port: number }).port);
}, 60_000);

afterAll(async () => {
  await setups?.stop();
  echo?.close();
});

// The largest script: small files are not worth precompressing.
const asset = readdirSync(join(clientDir, "assets"))
  .filter((name) => name.endsWith(".js"))
  .sort(
    (a, b) =>
      statSync(join(clientDir, "assets", b)).size - statSync(join(clientDir, "assets", a)).size,
  )[0]!;

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(expectedHeaders)) {
    expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
    expect(answer.headerCounts[name.toLowerCase()], `${name} once on ${what}`).toBe(1);
  }
}

/** Requests to a server started in beforeAll (hence its port as a function). */
const requestsTo =
  (port: () => number) => (path: string, options?: Parameters<ReturnType<typeof httpsClient>>[1]) =>
    httpsClient(port(), setups.certificates.caFile)(path, options);

const servers = [
  { name: `${siteServerName} behind a TLS proxy`, port: () => setups.ports.nodeTls },
  { name: "deploy/nginx.conf", port: () => setups.ports.nginx },
];

for (const server of servers) {
  describe(server.name, () => {
    const get = requestsTo(server.port);

    test("pages answer 200 as HTML, revalidated, with every security header and HSTS", async () => {
      for (const path of [
        "/",
        "/leistungen",
        "/leistungen/",
        "/case/astroplants",
        "/case/astroplants/",
        "/impressum",
      ]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.headers["cache-control"]).toBe(cacheControl.html);
        expectSecurityHeaders(answer, path);
      }
    });

    test("hashed assets are immutable and come precompressed", async () => {
      const brotli = await get(`/assets/${asset}`, { headers: { "Accept-Encoding": "br" } });
      expect(brotli.status).toBe(200);
      expect(brotli.headers["cache-control"]).toBe(cacheControl.immutable);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers["vary"]).toMatch(/Accept-Encoding/i);
      const gzip = await get(`/assets/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
    });

    test("a revalidation answers 304 with ETag and Cache-Control", async () => {
      const first = await get("/impressum/");
      const again = await get("/impressum/", { headers: { "If-None-Match": first.headers.etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBeTruthy();
      expect(again.headers["cache-control"]).toBe(cacheControl.html);
    });

    test("other public files are cached for an hour, the manifest with its own type", async () => {
      const image = await get("/og/index.png");
      expect(image.status).toBe(200);
      expect(image.headers["cache-control"]).toBe(cacheControl.other);
      const manifest = await get("/manifest.webmanifest");
      expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    });

    test("unknown paths, the 404 page's own paths and host files answer 404 with the compressed not-found page", async () => {
      for (const path of [
        "/gibt-es-nicht",
        "/leistungen/unbekannt",
        "/404",
        "/404.html",
        "/_headers",
        "/_redirects",
      ]) {
        const answer = await get(path, { headers: { "Accept-Encoding": "br" } });
        expect(answer.status, path).toBe(404);
        expect(answer.headers["content-encoding"], path).toBe("br");
        expectSecurityHeaders(answer, path);
      }
    });

    test("an unknown case redirects to the case list, with the security headers", async () => {
      const answer = await get("/case/gibt-es-nicht");
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/cases");
      expectSecurityHeaders(answer, "the redirect");
    });

    test("static files answer GET and HEAD only", async () => {
      expect((await get("/", { method: "HEAD" })).status).toBe(200);
      for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
        const answer = await get("/", { method });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expectSecurityHeaders(answer, method);
      }
    });
  });
}

describe("deploy/nginx.conf on its own", () => {
  const get = requestsTo(() => setups.ports.nginx);

  test("port 80 sends visitors to HTTPS with a 301", async () => {
    const answer = await fetch(`http://127.0.0.1:${setups.ports.nginxHttp}/leistungen?x=1`, {
      redirect: "manual",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(`https://127.0.0.1/leistungen?x=1`);
    expect(answer.headers.get("content-security-policy")).toBe(
      expectedHeaders["Content-Security-Policy"],
    );
  });

  test("nginx's own error pages carry the security headers", async () => {
    const badRequest = await rawTlsRequest(
      setups.ports.nginx,
      setups.certificates.caFile,
      "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    );
    const tooLong = await rawTlsRequest(
      setups.ports.nginx,
      setups.certificates.caFile,
      `GET /${"x".repeat(9000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    for (const [status, answer] of [
      [400, badRequest],
      [414, tooLong],
    ] as const) {
      expect(answer.status).toBe(status);
      for (const [name, value] of Object.entries(expectedHeaders)) {
        expect(answer.headers[name.toLowerCase()], `${name} on ${status}`).toBe(value);
      }
    }
  });

  test("/api/ goes to the Node server with the visitor's protocol and address, any method", async () => {
    const answer = await get("/api/kontakt", { method: "POST" });
    expect(answer.status).toBe(200);
    const forwarded = JSON.parse(answer.body.toString()) as {
      method: string;
      headers: Record<string, string>;
    };
    expect(forwarded.method).toBe("POST");
    expect(forwarded.headers["x-forwarded-proto"]).toBe("https");
    expect(forwarded.headers["x-forwarded-for"]).toBe("127.0.0.1");
    // The upstream's own policy is replaced, not doubled.
    expectSecurityHeaders(answer, "/api/kontakt");
  });
});

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cacheControl, securityHeaders } from "../../server/headers";
import { clientDir } from "./pages";

/**
 * `npm start` (sirv) and the shipped nginx configuration must answer alike:
 * one table of expectations runs against both.
 */
const servers: { name: string; port: number; process?: ChildProcess }[] = [
  { name: "npm start (sirv)", port: 4370 },
  { name: "deploy/nginx.conf", port: 4371 },
];

async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`Server on port ${port} did not start`);
}

function nginxConfig(port: number): string {
  const dir = mkdtempSync(join(tmpdir(), "nginx-gate-"));
  const server = readFileSync("deploy/nginx.conf", "utf8")
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${resolve(clientDir)};`)
    .replaceAll(
      "/etc/nginx/snippets/nordlicht-security-headers.conf",
      resolve("deploy/security-headers.conf"),
    );
  const config = `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr error;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  ${server}
}`;
  writeFileSync(join(dir, "nginx.conf"), config);
  return join(dir, "nginx.conf");
}

beforeAll(async () => {
  for (const server of servers) {
    // A leftover server on the port would be tested instead of this build.
    const busy = await fetch(`http://127.0.0.1:${server.port}/`).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`port ${server.port} is in use`);
  }
  servers[0]!.process = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(servers[0]!.port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers[1]!.process = spawn("/usr/sbin/nginx", ["-c", nginxConfig(servers[1]!.port)], {
    stdio: "inherit",
  });
  await Promise.all(servers.map((server) => waitForPort(server.port)));
}, 30_000);

afterAll(() => servers.forEach((server) => server.process?.kill()));

// The largest script: small files are not worth precompressing.
const asset = readdirSync(join(clientDir, "assets"))
  .filter((name) => name.endsWith(".js"))
  .sort(
    (a, b) =>
      statSync(join(clientDir, "assets", b)).size - statSync(join(clientDir, "assets", a)).size,
  )[0]!;

for (const server of servers) {
  describe(server.name, () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${server.port}${path}`, { headers, redirect: "manual" });

    test("pages answer 200 as HTML, revalidated, with every security header", async () => {
      for (const path of ["/", "/leistungen", "/case/astroplants", "/impressum"]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(response.headers.get("cache-control")).toBe(cacheControl.html);
        for (const [name, value] of Object.entries(securityHeaders())) {
          expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
        }
      }
    });

    test("hashed assets are immutable and come precompressed", async () => {
      const brotli = await get(`/assets/${asset}`, { "Accept-Encoding": "br" });
      expect(brotli.status).toBe(200);
      expect(brotli.headers.get("cache-control")).toBe(cacheControl.immutable);
      expect(brotli.headers.get("content-encoding")).toBe("br");
      const gzip = await get(`/assets/${asset}`, { "Accept-Encoding": "gzip" });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
    });

    test("other public files are cached for an hour", async () => {
      const response = await get("/og-image.jpg");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(cacheControl.other);
    });

    test("unknown paths answer 404 with the not-found page and the security headers", async () => {
      for (const path of ["/gibt-es-nicht", "/leistungen/unbekannt"]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain("Oops! Page not found");
        expect(response.headers.get("content-security-policy")).toBe(
          securityHeaders()["Content-Security-Policy"],
        );
      }
    });

    test("an unknown case redirects to the case list", async () => {
      const response = await get("/case/gibt-es-nicht");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/cases");
    });
  });
}

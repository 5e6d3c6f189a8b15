import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Client } from "@libsql/client";
import { enquiryField } from "#app/lib/enquiry";
import { openDatabase } from "./database";
import { createRateLimiter } from "./rate-limit";
import { createSiteServer } from "./site-server";

/** A small build directory shaped like the real one, for tests of the server. */
export function writeFixtureBuild(buildDir: string, marker = "v1"): void {
  const page = (title: string) =>
    `<!doctype html><html lang="de"><title>${title} ${marker}</title><main>${"Inhalt ".repeat(200)}</main></html>`;
  const files: Record<string, string> = {
    "index.html": page("Start"),
    "404.html": page("404 Oops! Page not found"),
    "leistungen/index.html": page("Leistungen"),
    "leistungen.data": '[{"_1":2}]',
    "case/selene-spa/index.html": page("Case"),
    [`assets/entry-${marker}.js`]: `console.log("${marker}");`.repeat(50),
    "kontakt/danke/index.html": page("Danke"),
    "kontakt/fehler/index.html": `<!doctype html><html lang="de"><title>Fehler</title><main><div data-enquiry-echo=""></div><a href="tel:+49">Anrufen</a></main></html>`,
    "site.webmanifest": '{"name":"Nordlicht"}',
    "robots.txt": "User-agent: *\n",
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/case/* /cases 302\n",
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(buildDir, "client", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (/\.(html|js|webmanifest|data|txt)$/.test(path)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
  }
  writeFileSync(join(buildDir, "client", "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

export function temporaryDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `nordlicht-${prefix}-`));
}

export interface TestSite {
  url: string;
  db: Client;
  buildDir: string;
  stored: number[];
  close(): Promise<void>;
}

/** The site server in this process, on a free loopback port, with its own build and data dir. */
export async function startTestSite(
  options: { rateLimitPerHour?: number; trustProxy?: boolean } = {},
): Promise<TestSite> {
  const root = temporaryDir("site");
  const buildDir = join(root, "build");
  writeFixtureBuild(buildDir);
  const db = await openDatabase(join(root, "data"));
  const stored: number[] = [];
  const server = createSiteServer({
    buildDir,
    db,
    rateLimiter: createRateLimiter(options.rateLimitPerHour ?? 1000),
    trustProxy: options.trustProxy ?? false,
    onStored: (id) => stored.push(id),
    log: () => {},
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    buildDir,
    stored,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` returns a value other than undefined (no fixed sleeps in tests). */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("waitFor: timed out");
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** A valid enquiry as the form sends it, shown a minute ago. */
export function sampleEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [enquiryField.name]: "Ada Lovelace",
    [enquiryField.email]: "ada@example.org",
    [enquiryField.company]: "Analytical Engines GmbH",
    [enquiryField.message]: "Wir brauchen Klarheit über unsere <Preise> & Pakete.",
    [enquiryField.preferredTime]: "vormittags",
    [enquiryField.website]: "",
    [enquiryField.startedAt]: Date.now() - 60_000,
    [enquiryField.page]: "/kontakt",
    ...overrides,
  };
}

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type Client, createClient } from "@libsql/client";
import { enquiryField } from "#app/enquiry/schema";
import { createEnquiryStore, type EnquiryStore } from "../../server/enquiry-store";
import { createSiteServer } from "../../server/site-server";

/** The page a refused form post is answered with; the build puts the contact form in it. */
const answerPage = (form: string) =>
  `<!doctype html><html lang="de"><title>Fehler</title><main><div data-enquiry-echo="">${form}</div><a href="tel:+49">Anrufen</a></main></html>`;

/**
 * Puts the real contact form into the fixture's answer page, as the build
 * prerenders it (app/routes/kontakt-fehler.tsx). Imported here, not above:
 * scripts run these helpers outside Vite, where the form's modules do not load.
 */
export async function writeAnswerForm(buildDir: string): Promise<void> {
  const [{ createElement }, { renderToStaticMarkup }, { ContactForm }, { contactForm }] =
    await Promise.all([
      import("react"),
      import("react-dom/server"),
      import("#app/components/sections/contact-form"),
      import("#app/content/contact"),
    ]);
  const form = renderToStaticMarkup(
    createElement(ContactForm, {
      page: "/kontakt",
      askPreferredTime: true,
      headingLevel: 2,
      texts: contactForm,
    }),
  );
  const file = join(buildDir, "client", "kontakt", "fehler", "index.html");
  writeFileSync(file, answerPage(form));
  writeFileSync(`${file}.br`, brotliCompressSync(answerPage(form)));
  writeFileSync(`${file}.gz`, gzipSync(answerPage(form)));
}

/** A small build directory shaped like the real one, for tests of the server. */
export function writeFixtureBuild(buildDir: string, marker = "v1"): void {
  const page = (title: string) =>
    `<!doctype html><html lang="de"><title>${title} ${marker}</title><main>${"Inhalt ".repeat(200)}</main></html>`;
  const files: Record<string, string> = {
    "index.html": page("Start"),
    "404.html": page("404 Oops! Page not found"),
    "leistungen/index.html": page("Leistungen"),
    "case/selene-spa/index.html": page("Case"),
    [`assets/entry-${marker}.js`]: `console.log("${marker}");`.repeat(50),
    "kontakt/danke/index.html": page("Danke"),
    "kontakt/fehler/index.html": answerPage(""),
    "site.webmanifest": '{"name":"Nordlicht"}',
    "robots.txt": "User-agent: *\n",
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/case/* /cases 302\n",
    // Files of the build that are no page (the Cloudflare upload's list), and one in a dot folder.
    ".assetsignore": "secret: _headers\n",
    ".assetsignore.gz": "secret",
    "assets/.hidden.js": "secret",
    ".git/config": "secret",
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(buildDir, "client", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (/\.(html|js|webmanifest|txt)$/.test(path)) {
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
  /** A connection of the test's own to the site's database, to see what arrived. */
  db: Client;
  /** The site's own view of its database. */
  store: EnquiryStore;
  buildDir: string;
  dataDir: string;
  stored: number[];
  /** What the server logged. */
  logged: string[];
  close(): Promise<void>;
}

/** The site server in this process, on a free loopback port, with its own build and data dir. */
export async function startTestSite(
  options: {
    rateLimitPerHour?: number;
    trustProxy?: boolean;
    /** Prepares the data dir before the server first opens it. */
    prepareData?: (dataDir: string) => void;
  } = {},
): Promise<TestSite> {
  const root = temporaryDir("site");
  const buildDir = join(root, "build");
  const dataDir = join(root, "data");
  writeFixtureBuild(buildDir);
  await writeAnswerForm(buildDir);
  mkdirSync(dataDir, { mode: 0o700 });
  options.prepareData?.(dataDir);
  const logged: string[] = [];
  const log = (line: string) => void logged.push(line);
  const store = createEnquiryStore(dataDir, log);
  const stored: number[] = [];
  const server = await createSiteServer({
    buildDir,
    store,
    rateLimitPerHour: options.rateLimitPerHour ?? 1000,
    trustProxy: options.trustProxy ?? false,
    onStored: (id) => stored.push(id),
    log,
  });
  const url = await server.listen({ port: 0, host: "127.0.0.1" });
  // As the server does at start (retention clean-up): creates the database, or finds it broken.
  await store.db();
  let db: Client | undefined;
  return {
    url,
    get db() {
      // Opened on first use, so a test can break the database before the site sees it.
      db ??= createClient({ url: `file:${join(dataDir, "enquiries.db")}` });
      return db;
    },
    store,
    buildDir,
    dataDir,
    stored,
    logged,
    async close() {
      server.server.closeAllConnections();
      await server.close();
      store.close();
      db?.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Polls until `check` returns a value other than undefined (no fixed sleeps in tests). Without
 * `timeoutMs` it polls until the test's own time limit, sized for a loaded machine, ends it: a
 * wait fails on what it sees, not on how fast the machine is.
 */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = Infinity,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("waitFor: timed out");
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** The body of a form post, as a browser without JavaScript sends the contact form. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

/** Posts the contact form to the server at `url` and returns its answer, not the redirect's. */
export function postContactForm(url: string, fields: Record<string, unknown>): Promise<Response> {
  return fetch(`${url}/api/kontakt`, {
    method: "POST",
    body: formBody(fields),
    redirect: "manual",
  });
}

/** A valid enquiry as the form sends it after a minute on the page. */
export function sampleEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [enquiryField.name]: "Ada Lovelace",
    [enquiryField.email]: "ada@example.org",
    [enquiryField.company]: "Analytical Engines GmbH",
    [enquiryField.message]: "Wir brauchen Klarheit über unsere <Preise> & Pakete.",
    [enquiryField.preferredTime]: "vormittags",
    [enquiryField.website]: "",
    [enquiryField.elapsedMs]: 60_000,
    [enquiryField.page]: "/kontakt",
    ...overrides,
  };
}

/**
 * Another process that holds the write lock of a database (`BEGIN IMMEDIATE`)
 * until `release` is called or `holdMs` is over.
 */
export async function holdWriteLock(
  file: string,
  holdMs: number,
): Promise<{ release(): Promise<void> }> {
  const script = `
    import { createClient } from "@libsql/client";
    const db = createClient({ url: ${JSON.stringify(`file:${file}`)} });
    const lock = await db.transaction("write");
    await lock.execute("SELECT count(*) FROM enquiries");
    console.log("locked");
    const release = async () => { await lock.rollback(); db.close(); process.exit(0); };
    process.stdin.on("end", release).resume();
    setTimeout(release, ${holdMs});
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.on("exit", () => done()));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  await waitFor(() => (output.includes("locked") ? true : undefined));
  return {
    async release() {
      child.stdin!.end();
      await exited;
    },
  };
}

/** How many files of the enquiry database a process has open (Linux /proc). */
export function openDatabaseFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).includes("enquiries.db");
    } catch {
      return false; // closed while we looked
    }
  }).length;
}

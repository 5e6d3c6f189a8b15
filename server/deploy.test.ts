import { appendFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, spawnServer } from "../tests/support/server-process";
import { temporaryDir, writeFixtureBuild } from "../tests/support/server";

/**
 * Deploys and file changes under a running server: it must keep answering
 * correctly (full bodies, right lengths, 404 for what is gone) and never exit.
 * A file rewritten in place (deploys never do that) may be caught shorter than
 * measured: then the connection is cut, never a wrong length sent.
 */
const buildDir = join(temporaryDir("deploy"), "build");
let server: ServerProcess;

function release(name: string) {
  writeFixtureBuild(join(buildDir, "releases", name), name);
  symlinkSync(join("releases", name), join(buildDir, `current.${name}`));
  renameSync(join(buildDir, `current.${name}`), join(buildDir, "current"));
}

beforeAll(async () => {
  release("a");
  server = await spawnServer({ BUILD_DIR: buildDir, DATA_DIR: temporaryDir("deploy-data") });
});
afterAll(() => server.child.kill("SIGKILL"));

/** Fetches a path; the body must be exactly as long as the Content-Length promised. */
async function get(path: string) {
  const response = await fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const length = response.headers.get("content-length");
  if (length !== null) expect(body.length).toBe(Number(length));
  return { status: response.status, text: body.toString("utf8") };
}

describe("deploys under a running server", () => {
  it("switches to a new release at once and still serves the old release's hashed chunks", async () => {
    expect((await get("/")).text).toContain("Start a");
    release("b");
    expect((await get("/")).text).toContain("Start b");
    expect((await get("/assets/entry-b.js")).status).toBe(200);
    // A page opened before the deploy asks for its old chunk.
    expect((await get("/assets/entry-a.js")).text).toContain('console.log("a")');
    rmSync(join(buildDir, "releases", "a"), { recursive: true });
    expect((await get("/assets/entry-a.js")).status).toBe(404);
  });

  it("keeps answering while files are deleted, rewritten and grow", async () => {
    const client = join(buildDir, "current", "client");
    const page = join(client, "leistungen", "index.html");
    let writing = true;
    const writer = (async () => {
      for (let round = 0; writing; round++) {
        writeFileSync(
          page,
          `<!doctype html><title>Runde ${round}</title>${"x".repeat(1000 + round * 97)}`,
        );
        appendFileSync(page, "</html>");
        rmSync(join(client, "robots.txt"), { force: true });
        writeFileSync(join(client, "robots.txt"), "User-agent: *\n".repeat(1 + (round % 50)));
        if (round % 3 === 0) rmSync(page);
        await new Promise((done) => setImmediate(done));
      }
    })();
    const statuses = new Set<number>();
    /** A cut connection (status 0) where the file shrank while it was sent. */
    const getOrCut = (path: string) => get(path).catch(() => ({ status: 0, text: "" }));
    for (let request = 0; request < 300; request++) {
      const [html, robots] = await Promise.all([getOrCut("/leistungen/"), getOrCut("/robots.txt")]);
      statuses.add(html.status).add(robots.status);
      // An in-place write may be caught half done, even mixing two rounds (that is what
      // releases are for); what is sent is always what the file held, with its true length.
      if (html.status === 200)
        expect(html.text).toMatch(/^(<!doctype html><title>Runde \d+<\/title>[x</html>]*)?$/);
      if (robots.status === 200) expect(robots.text).toMatch(/^(User-agent: \*\n)*$/);
    }
    writing = false;
    await writer;

    writeFileSync(page, `<!doctype html><title>Zum Schluss</title>${"y".repeat(60_000)}</html>`);
    const grown = await get("/leistungen/");
    expect(grown.status).toBe(200);
    expect(grown.text.endsWith("</html>")).toBe(true);
    expect([...statuses].filter((status) => ![0, 200, 404].includes(status))).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  });
});

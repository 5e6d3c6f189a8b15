import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { site as siteConfig } from "#app/content/site";
import { enquiryField } from "#app/enquiry/schema";
import { recentEnquiries } from "../sqlite/enquiries";
import { spawnServer, type ServerProcess } from "../tests/support/server-process";
import {
  sampleEnquiry,
  startTestSite,
  temporaryDir,
  type TestSite,
  waitFor,
  writeFixtureBuild,
  postContactForm,
} from "../tests/support/server";

/**
 * A broken enquiry database (garbled, read-only, locked) never takes the
 * pages down: enquiries are refused honestly (phone and e-mail, the text shown
 * back, nothing acknowledged), the log says so once, and the site recovers
 * by itself once the database works again.
 */
let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});
const processes: ServerProcess[] = [];
afterAll(() => processes.forEach((server) => server.child.kill("SIGKILL")));

const garble = (dataDir: string) =>
  writeFileSync(join(dataDir, "enquiries.db"), Buffer.alloc(8192, "kaputt "));

const text = "Bitte rufen Sie mich wegen unseres Projekts zurück.";
const postForm = (url: string, message = text) =>
  postContactForm(url, sampleEnquiry({ [enquiryField.message]: message }));

/** Posts until one is stored: the store opens a failed database again at most once a second. */
async function storedAgain(url: string) {
  await waitFor(async () => ((await postForm(url)).status === 303 ? true : undefined));
}

/** What a visitor sees while enquiries cannot be stored. */
async function expectHonestRefusal(response: Response) {
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain("nicht gespeichert");
  expect(html).toContain(siteConfig.phone.display);
  expect(html).toContain(siteConfig.email);
  expect(html).toContain(text);
}

describe("a broken enquiry store", () => {
  it("at start: the server still serves the pages and refuses enquiries honestly", async () => {
    const root = temporaryDir("broken-start");
    const buildDir = join(root, "build");
    const dataDir = join(root, "data");
    writeFixtureBuild(buildDir);
    mkdirSync(dataDir);
    garble(dataDir);
    const server = await spawnServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir });
    processes.push(server);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/leistungen/`)).status).toBe(200);
    await expectHonestRefusal(await postForm(server.url));
    await expectHonestRefusal(await postForm(server.url));
    const complaints = server
      .output()
      .split("\n")
      .filter((line) => line.includes("nicht nutzbar"));
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toContain("enquiries.db");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("garbled at start, then repaired: accepts enquiries again without a restart", async () => {
    site = await startTestSite({ prepareData: garble });
    await expectHonestRefusal(await postForm(site.url));
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    writeFileSync(join(site.dataDir, "enquiries.db"), "");
    await storedAgain(site.url);
    expect((await recentEnquiries(site.db, 10)).map((enquiry) => enquiry.message)).toEqual([text]);
    expect(site.logged.filter((line) => line.includes("nicht nutzbar"))).toHaveLength(1);
    expect(site.logged.filter((line) => line.includes("wieder nutzbar"))).toHaveLength(1);
  });

  it("read-only during operation: refuses honestly, then recovers by itself", async () => {
    site = await startTestSite();
    expect((await postForm(site.url, "Die erste Nachricht, noch gespeichert.")).status).toBe(303);
    const db = (await site.store.db())!;
    await db.execute("PRAGMA query_only = ON");
    await expectHonestRefusal(await postForm(site.url));
    expect((await fetch(`${site.url}/kontakt/danke/`)).status).toBe(200);
    // The failed write closed that connection; a later enquiry opens the database afresh.
    await storedAgain(site.url);
    expect(await recentEnquiries(site.db, 10)).toHaveLength(2);
  });

  it("locked by another process during operation: refuses honestly, nothing half stored", async () => {
    site = await startTestSite();
    const other = createClient({ url: `file:${join(site.dataDir, "enquiries.db")}` });
    const lock = await other.transaction("write");
    await lock.execute(
      "INSERT INTO enquiries (created_at, name, email, company, message, preferred_time, page) VALUES (0, 'x', 'x', '', 'x', '', '/kontakt')",
    );
    await expectHonestRefusal(await postForm(site.url));
    await lock.rollback();
    other.close();
    expect((await postForm(site.url)).status).toBe(303);
    expect(await recentEnquiries(site.db, 10)).toHaveLength(1);
  });

  it("read-only during operation: the JSON answer says so and nothing is acknowledged", async () => {
    site = await startTestSite();
    await (await site.store.db())!.execute("PRAGMA query_only = ON");
    const response = await fetch(`${site.url}/api/kontakt`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(sampleEnquiry()),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toContain(
      siteConfig.phone.display,
    );
    expect(site.stored).toEqual([]);
    await waitFor(() => (site!.logged.length === 1 ? true : undefined));
  });
});

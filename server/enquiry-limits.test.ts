import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { enquiryBodyLimitBytes, enquiryField } from "#app/enquiry/schema";
import { recentEnquiries } from "../sqlite/enquiries";
import { spawnServer } from "../tests/support/server-process";
import {
  sampleEnquiry,
  startTestSite,
  temporaryDir,
  type TestSite,
  waitFor,
  writeFixtureBuild,
  formBody,
  postContactForm,
} from "../tests/support/server";

/**
 * The edges of POST /api/kontakt: the largest valid post in any script is
 * taken, every refusal shows a form post's text back, floods are held to the
 * limit even in parallel, and broken-off uploads are neither answered wrongly
 * nor logged.
 */
let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const postForm = (fields: Record<string, unknown>) => postContactForm(site!.url, fields);

const storedCount = async () => (await recentEnquiries(site!.db, 1000)).length;

/** Sends the request line and headers now and the body only when `send` is called. */
function slowPost(body: string) {
  const { port } = new URL(site!.url);
  const answered = new Promise<number>((resolve, reject) => {
    const post = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/kontakt",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
      agent: false,
    });
    post.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    post.on("error", reject);
    post.flushHeaders();
    sends.push(() => post.end(body));
  });
  return answered;
}
const sends: (() => void)[] = [];

/** A raw exchange; resolves with everything the server sent before closing or `waitMs`. */
function rawExchange(head: string, chunks: (Buffer | string)[], waitMs = 3000) {
  const { port } = new URL(site!.url);
  return new Promise<string>((resolve) => {
    let answer = "";
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(head);
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    const done = () => resolve(answer);
    socket.on("close", done);
    setTimeout(() => {
      socket.destroy();
      done();
    }, waitMs);
  });
}

describe("POST /api/kontakt at its limits", () => {
  it("takes the largest valid post without JavaScript in a non-Latin script", async () => {
    site = await startTestSite();
    const message = "请".repeat(4990) + "帮助我们。";
    const enquiry = sampleEnquiry({
      [enquiryField.name]: "张".repeat(100),
      [enquiryField.company]: "公".repeat(150),
      [enquiryField.message]: message,
      [enquiryField.elapsedMs]: undefined,
    });
    delete enquiry[enquiryField.elapsedMs];
    const body = formBody(enquiry).toString();
    expect(body.length).toBeGreaterThan(45_000);
    expect(body.length).toBeLessThanOrEqual(enquiryBodyLimitBytes);
    const response = await postForm(enquiry);
    expect(response.status).toBe(303);
    const [stored] = await recentEnquiries(site!.db, 1);
    expect(stored!.message).toBe(message);
  });

  it("answers a post over the limit with 413 and shows the text it received", async () => {
    site = await startTestSite();
    const response = await postForm(
      sampleEnquiry({ [enquiryField.message]: `Anfang ${"x".repeat(enquiryBodyLimitBytes)}` }),
    );
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("zu groß");
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("Anfang xxx");
    expect(await storedCount()).toBe(0);
  });

  it("answers an oversized chunked upload with 413, not a closed socket", async () => {
    site = await startTestSite();
    const chunk = Buffer.alloc(16 * 1024, "a");
    const chunks = Array.from({ length: Math.ceil(enquiryBodyLimitBytes / chunk.length) + 2 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]),
    );
    const answer = await rawExchange(
      `POST /api/kontakt HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n8\r\nmessage=\r\n`,
      chunks,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("zu groß");
  });

  it("shows the visitor's text back on the 429 page", async () => {
    site = await startTestSite({ rateLimitPerHour: 1 });
    expect((await postForm(sampleEnquiry())).status).toBe(303);
    const limited = await postForm(
      sampleEnquiry({ [enquiryField.message]: "Meine zweite, wichtige Nachricht." }),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    const html = await limited.text();
    expect(html).toContain("zu viele Anfragen");
    expect(html).toContain("Meine zweite, wichtige Nachricht.");
  });

  it.each([10, 50])(
    "stores exactly 5 of %i parallel posts from one address, the rest 429 with the text shown back",
    async (count) => {
      site = await startTestSite({ rateLimitPerHour: 5 });
      // The burst meets the store opening its connection (as after a start or a repair), so
      // every post waits on the same step and they all go on together.
      site.store.close();
      const responses = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          postForm(sampleEnquiry({ [enquiryField.message]: `Meine Nachricht Nummer ${index}.` })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      console.log(
        `${count} parallel posts, bodies at once: ${statuses.filter((status) => status === 303).length} stored`,
      );
      expect(statuses.filter((status) => status === 303)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(count - 5);
      for (const [index, response] of responses.entries()) {
        if (response.status !== 429) continue;
        expect(await response.text()).toContain(`Meine Nachricht Nummer ${index}.`);
      }
      expect(await storedCount()).toBe(5);
    },
  );

  it.each([10, 50])(
    "holds %i parallel slow posts from one address to a limit of 5",
    async (count) => {
      site = await startTestSite({ rateLimitPerHour: 5 });
      sends.length = 0;
      const answers = Array.from({ length: count }, (_, index) =>
        slowPost(formBody(sampleEnquiry({ [enquiryField.name]: `Flut ${index}` })).toString()),
      );
      // Every request is under way before any body arrives.
      await waitFor(() => (sends.length === count ? true : undefined));
      await new Promise((done) => setTimeout(done, 200));
      sends.forEach((send) => send());
      const statuses = await Promise.all(answers);
      expect(statuses.filter((status) => status === 303)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(count - 5);
      expect(await storedCount()).toBe(5);
    },
  );

  it("stores exactly the limit of 50 parallel JSON posts that are a fresh server's first traffic", async () => {
    const root = temporaryDir("fresh");
    writeFixtureBuild(join(root, "build"));
    const server = await spawnServer({
      BUILD_DIR: join(root, "build"),
      DATA_DIR: join(root, "data"),
      RATE_LIMIT_PER_HOUR: "5",
    });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const response = await fetch(`${server.url}/api/kontakt`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(sampleEnquiry()),
          });
          return response.status;
        }),
      );
      console.log(
        `Fresh server, 50 parallel JSON posts: ${statuses.filter((status) => status === 201).length} stored`,
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("neither answers nor logs an upload the visitor broke off", async () => {
    site = await startTestSite();
    await rawExchange(
      `POST /api/kontakt HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n`,
      ["name=Ada&message=Halb"],
      300,
    );
    // The server noticed and is still fine.
    expect((await fetch(`${site!.url}/`)).status).toBe(200);
    expect(site!.logged).toEqual([]);
    expect(await storedCount()).toBe(0);
  });
});

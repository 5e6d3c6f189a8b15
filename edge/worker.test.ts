import { execFile } from "node:child_process";
import PostalMime from "postal-mime";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site as siteConfig } from "#app/content/site";
import { rateLimitKey } from "./rate-limit-key";
import { securityHeaders, strictTransportSecurity } from "#app/lib/http-headers";
import { openDatabase } from "../sqlite/database";
import { enquiryMail } from "#app/enquiry/mail";
import { enquiryColumns, toStoredEnquiry } from "#app/enquiry/record";
import {
  formBody,
  temporaryDir,
  waitFor,
  writeAnswerForm,
  writeFixtureBuild,
} from "../tests/support/server";
import {
  answerPageForm,
  badFormPost,
  headerCases,
  invalidFields,
  mailedEnquiry,
  mailedText,
  refusedRequestInit,
  refusedRequests,
  refusalMessage,
} from "../tests/support/enquiry-cases";
import { type EdgeSite, siteOrigin, startEdgeSite } from "../tests/support/worker";

const buildHeaders = securityHeaders({ scriptHashes: ["'sha256-test'"] });
let site: EdgeSite;
const rateLimitSecret = "ein langer, zufälliger Schlüssel nur für die Tests";
let root: string;

beforeAll(async () => {
  root = temporaryDir("edge");
  writeFixtureBuild(join(root, "build"));
  await writeAnswerForm(join(root, "build"));
  site = await startEdgeSite({
    clientDir: join(root, "build", "client"),
    worker: { securityHeaders: buildHeaders },
    persistDir: join(root, "d1"),
    vars: { RATE_LIMIT_SECRET: rateLimitSecret },
  });
  // Bundling and starting workerd take seconds, more while other suites run.
});
afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => site.reset());

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  site.fetch("/api/kontakt", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const postForm = (fields: Record<string, unknown>) =>
  site.fetch("/api/kontakt", {
    method: "POST",
    body: formBody(fields),
  });

const count = async (table: string) =>
  (await site.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n;

const enquiry = mailedEnquiry;

/** The mail's text part, decoded from base64. */
function mailText(raw: string): string {
  const body = raw.split("\r\n\r\n").slice(1).join("").replace(/\s/g, "");
  return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)));
}

// Each request crosses into workerd: slower than the Node server, more so while other suites run.
describe("POST /api/kontakt at the edge (workerd)", () => {
  it("stores a valid enquiry in D1 before answering 201, then mails it with Reply-To the visitor", async () => {
    const response = await postJson(enquiry);
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: number };
    expect(ok).toBe(true);
    expect(response.headers.get("content-security-policy")).toBe(
      buildHeaders["Content-Security-Policy"],
    );
    expect(response.headers.get("strict-transport-security")).toBe(strictTransportSecurity);
    const [stored] = await site.query("SELECT * FROM enquiries");
    expect(stored).toMatchObject({ id, name: "Grete Jørgensen", page: "/nort" });

    const [mail] = await waitFor(() => (site.mails().length ? site.mails() : undefined));
    expect(mail).toMatch(new RegExp(`^To: ${siteConfig.email}\\r$`, "m"));
    expect(mail).toMatch(
      /^Reply-To: =\?UTF-8\?B\?R3JldGUgSsO4cmdlbnNlbg==\?= <grete@example\.org>\r$/m,
    );
    const text = mailText(mail!);
    for (const part of mailedText(id)) expect(text.replace(/\r\n/g, "\n")).toContain(part);
    await waitFor(async () => ((await count("outbox")) === 0 ? true : undefined));
    await site.runCron();
    expect(site.mails()).toHaveLength(1);
  });

  it("answers a form post without JavaScript with 303 to the thank-you page", async () => {
    const response = await postForm(enquiry);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt/danke/");
    const thanks = await site.fetch("/kontakt/danke/");
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("<title>Danke");
    expect(await count("enquiries")).toBe(1);
  });

  it("answers a bad form post with its form again, each field's message under it, the text escaped", async () => {
    const response = await postForm(badFormPost.fields());
    expect(response.status).toBe(badFormPost.status);
    expect(response.headers.get("content-security-policy")).toBe(
      buildHeaders["Content-Security-Policy"],
    );
    const html = await response.text();
    expect(answerPageForm(html)).toEqual({ alert: badFormPost.alert, fields: badFormPost.form });
    for (const part of badFormPost.shows) expect(html).toContain(part);
    for (const part of badFormPost.never) expect(html).not.toContain(part);
    expect(await count("enquiries")).toBe(0);
  });

  it.each(refusedRequests)("rejects $title and stores nothing", async (refused) => {
    const response = await site.fetch("/api/kontakt", refusedRequestInit(refused));
    expect(response.status).toBe(refused.status);
    expect(await refusalMessage(response)).toMatch(refused.error);
    expect(await count("enquiries")).toBe(0);
  });

  it.each(headerCases)(
    "mails $title as stored, on lines within limits",
    async ({ sent, stored: storedAs }) => {
      expect((await postJson({ ...enquiry, ...sent })).status).toBe(201);
      const [raw] = await waitFor(() => (site.mails().length ? site.mails() : undefined));
      const [row] = await site.query<Record<string, unknown>>(
        `SELECT ${enquiryColumns()} FROM enquiries`,
      );
      const stored = toStoredEnquiry(row!);
      expect(stored).toMatchObject(storedAs);
      const parsed = await PostalMime.parse(raw!);
      expect(parsed.subject).toBe(enquiryMail(stored).subject);
      expect(parsed.replyTo).toEqual([{ name: stored.name, address: stored.email }]);
      for (const line of raw!.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
    },
  );

  it("names each invalid field in German", async () => {
    const response = await postJson(invalidFields.body());
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toEqual(invalidFields.fields);
  });

  it("accepts its own origin", async () => {
    const response = await postJson(enquiry, {
      Origin: siteOrigin,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(response.status).toBe(201);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await site.fetch("/api/kontakt");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([10, 50])(
    "lets 5 of %i parallel posts from one address through, the rest 429 with Retry-After",
    async (posts) => {
      const responses = await Promise.all(Array.from({ length: posts }, () => postJson(enquiry)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(posts - 5);
      const limited = responses.find((response) => response.status === 429)!;
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
      expect(((await limited.json()) as { error: string }).error).toMatch(/zu viele Anfragen/);
      expect(await count("enquiries")).toBe(5);
      // The five mails go out after the answers; waiting keeps them out of the next test.
      await waitFor(() => (site.mails().length === 5 ? true : undefined));
    },
  );

  it.each([10, 50])(
    "lets 5 of %i parallel posts through whose bodies arrive slowly",
    async (posts) => {
      const body = new TextEncoder().encode(JSON.stringify(enquiry));
      let sendRest!: () => void;
      const rest = new Promise<void>((resolve) => (sendRest = resolve));
      const responses = Array.from({ length: posts }, () =>
        site.fetch("/api/kontakt", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          duplex: "half",
          // The first bytes now, the rest once every request is under way.
          body: new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(body.subarray(0, 20));
              await rest;
              controller.enqueue(body.subarray(20));
              controller.close();
            },
          }),
        } as RequestInit),
      );
      await new Promise((done) => setTimeout(done, 500));
      sendRest();
      const statuses = await Promise.all(
        responses.map(async (response) => (await response).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(posts - 5);
      expect(await count("enquiries")).toBe(5);
      await waitFor(() => (site.mails().length === 5 ? true : undefined));
    },
  );

  it("keeps no raw address for the rate limit: a keyed hash of it (RATE_LIMIT_SECRET)", async () => {
    const address = "203.0.113.7";
    expect((await postJson(enquiry, { "CF-Connecting-IP": address })).status).toBe(201);
    const rows = await site.query<{ client: string }>("SELECT client FROM rate_hits");
    expect(rows).toEqual([{ client: await rateLimitKey(address, rateLimitSecret) }]);
    expect(rows[0]!.client).not.toContain(address);
    expect(rows[0]!.client).not.toBe(await rateLimitKey(address, "ein anderer Schlüssel"));
    await waitFor(() => (site.mails().length === 1 ? true : undefined));
  });

  it("keeps the enquiry while mail fails, and the cron run delivers it once mail works", async () => {
    await site.setMailDestination("jemand-anderes@example.org");
    try {
      expect((await postJson(enquiry)).status).toBe(201);
      const [entry] = await waitFor(async () => {
        const rows = await site.query<{ attempts: number; last_error: string | null }>(
          "SELECT attempts, last_error FROM outbox",
        );
        return rows[0]?.last_error ? rows : undefined;
      });
      expect(entry!.attempts).toBe(1);
      expect(site.logLines).toContainEqual(
        expect.stringMatching(/E-Mail nicht gesendet \(Versuch 1\), neuer Versuch in 60 s/),
      );
      expect(site.mails()).toHaveLength(0);
      // Before the retry is due, the cron run leaves it alone.
      await site.runCron();
      expect(
        (await site.query<{ attempts: number }>("SELECT attempts FROM outbox"))[0]!.attempts,
      ).toBe(1);
    } finally {
      await site.setMailDestination(siteConfig.email);
    }
    await site.runCron(Date.now() + 61_000);
    expect(site.mails()).toHaveLength(1);
    expect(await count("outbox")).toBe(0);
    await site.runCron(Date.now() + 3_600_000);
    expect(site.mails()).toHaveLength(1);
  });

  it("deletes enquiries past the retention period and spent rate slots in the cron run, and counts the enquiries", async () => {
    for (let sent = 0; sent < 2; sent++) expect((await postJson(enquiry)).status).toBe(201);
    await waitFor(async () => ((await count("outbox")) === 0 ? true : undefined));
    const later = Date.now() + 200 * 24 * 60 * 60 * 1000;
    // Both still owe their mail (a long outage): the outbox rows go with them, and are no enquiries.
    await site.query(
      "INSERT INTO outbox (enquiry_id, next_attempt_at) SELECT id, ? FROM enquiries",
      later * 2,
    );
    await site.runCron(later);
    expect(await count("enquiries")).toBe(0);
    expect(await count("outbox")).toBe(0);
    expect(await count("rate_hits")).toBe(0);
    expect(site.logLines).toContainEqual(
      expect.stringMatching(/\b2 Anfragen älter als \d+ Tage gelöscht/),
    );
    expect(site.logLines).not.toContainEqual(expect.stringMatching(/\b4 Anfragen/));
  });

  it("answers 503 with a message when storage fails, and stores nothing", async () => {
    await site.query("ALTER TABLE outbox RENAME TO outbox_away");
    try {
      const response = await postJson(enquiry);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/nicht gespeichert/);
      expect(await count("enquiries")).toBe(0);
      expect(await count("rate_hits")).toBe(0);
    } finally {
      await site.query("ALTER TABLE outbox_away RENAME TO outbox");
    }
  });

  it("npm run leads -- --d1 lists and exports the enquiries in D1 through Cloudflare's API", async () => {
    expect((await postJson(enquiry)).status).toBe(201);
    // Cloudflare's D1 query endpoint, answered from the worker's local D1.
    const api = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", async () => {
        const { sql, params } = JSON.parse(body) as { sql: string; params: unknown[] };
        const authorized =
          req.headers.authorization === "Bearer token" &&
          req.url!.includes("/accounts/acc/d1/database/db/query");
        const results = authorized ? await site.query(sql, ...params) : [];
        res.writeHead(authorized ? 200 : 403, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ success: authorized, result: [{ results }] }));
      });
    });
    await new Promise<void>((done) => api.listen(0, "127.0.0.1", done));
    const env = {
      ...process.env,
      CLOUDFLARE_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      CLOUDFLARE_ACCOUNT_ID: "acc",
      CLOUDFLARE_API_TOKEN: "token",
      D1_DATABASE_ID: "db",
    };
    const leads = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/leads.ts", "--d1", ...args],
        { env },
      );
    try {
      const file = join(root, "d1.csv");
      expect((await leads("--csv", file)).stdout).toContain(`1 Anfragen in ${file} geschrieben.`);
      expect(readFileSync(file, "utf8")).toContain(
        '"Grete Jørgensen","grete@example.org","","Förde Werft AG"',
      );
    } finally {
      api.close();
    }
  });

  it("has the Node server's tables in D1, column for column, so both are read alike", async () => {
    const node = await openDatabase(join(root, "node-data"));
    try {
      for (const table of ["enquiries", "outbox"]) {
        const sql = `SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${table}')`;
        const sqlite = (await node.execute(sql)).rows.map((row) => ({ ...row }));
        expect(await site.query(sql), table).toEqual(sqlite);
      }
    } finally {
      node.close();
    }
  });
});

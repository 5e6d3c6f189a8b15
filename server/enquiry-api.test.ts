import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enquiryField } from "#app/enquiry/schema";
import {
  answerPageForm,
  badFormPost,
  invalidFields,
  refusedRequestInit,
  refusedRequests,
  refusalMessage,
} from "../tests/support/enquiry-cases";
import { recentEnquiries } from "../sqlite/enquiries";
import { enquiryMail } from "#app/enquiry/mail";
import {
  postContactForm,
  sampleEnquiry,
  startTestSite,
  type TestSite,
} from "../tests/support/server";

let site: TestSite;
beforeEach(async () => {
  site = await startTestSite();
});
afterEach(() => site.close());

const valid = () => sampleEnquiry();

function postJson(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.url}/api/kontakt`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const postForm = (fields: Record<string, unknown>) => postContactForm(site.url, fields);

const storedCount = async () => (await recentEnquiries(site.db, 100)).length;

describe("POST /api/kontakt", () => {
  it("stores a valid enquiry with its outbox row before answering 201", async () => {
    const started = performance.now();
    const response = await postJson(valid());
    const firstMs = performance.now() - started;
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: number };
    expect(ok).toBe(true);
    const [stored] = await recentEnquiries(site.db, 1);
    expect(stored).toMatchObject({
      id,
      name: "Ada Lovelace",
      company: "Analytical Engines GmbH",
      preferredTime: "vormittags",
      page: "/kontakt",
    });
    const outbox = await site.db.execute("SELECT enquiry_id FROM outbox");
    expect(outbox.rows.map((row) => Number(row.enquiry_id))).toEqual([id]);
    expect(site.stored).toEqual([id]);

    const timings: number[] = [];
    for (let run = 0; run < 10; run++) {
      const start = performance.now();
      expect((await postJson(valid())).status).toBe(201);
      timings.push(performance.now() - start);
    }
    const median = timings.sort((a, b) => a - b)[5]!;
    console.log(
      `Enquiry round trip (POST to committed row): first ${firstMs.toFixed(1)} ms, median of 10 ${median.toFixed(1)} ms`,
    );
  });

  it("answers a form post without JavaScript with 303 to the thank-you page", async () => {
    const response = await postForm(valid());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt/danke/");
    expect(await storedCount()).toBe(1);
  });

  it("stores every field without control characters: NUL, CR/LF in one-line fields, ANSI escapes", async () => {
    const response = await postForm({
      ...valid(),
      [enquiryField.name]: "Ada\r\nBcc: evil@example.org\0",
      [enquiryField.email]: "\x1b[31mada@example.org\0",
      [enquiryField.company]: "\x1b[2JFörde\x07 Werft\x9b1m",
      [enquiryField.message]: "Zeile 1\r\nZeile 2\0 versteckt \x1b[1;31mrot\x1b[0m\u0085",
      [enquiryField.preferredTime]: "vormittags\0",
    });
    expect(response.status).toBe(303);
    const [stored] = await recentEnquiries(site.db, 1);
    expect(stored).toMatchObject({
      name: "Ada Bcc: evil@example.org",
      email: "ada@example.org",
      company: "Förde Werft",
      message: "Zeile 1\nZeile 2 versteckt rot",
      preferredTime: "vormittags",
    });
    // The owner's mail shows exactly what was stored, no line forged into it.
    const mail = enquiryMail(stored!);
    expect(mail.text).toContain("Name: Ada Bcc: evil@example.org\n");
    expect(mail.text).not.toMatch(/^Bcc:/m);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(mail.text).not.toMatch(/[\0-\x08\x0b-\x1f\x7f-\x9f]/);
  });

  it("refuses an e-mail address with a line break in it, saying why", async () => {
    const response = await postJson({
      ...valid(),
      email: "ada@example.org\r\nBcc: evil@example.org",
    });
    expect(response.status).toBe(422);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields.email).toBe("Gültige E-Mail-Adresse erforderlich");
    expect(await storedCount()).toBe(0);
  });

  it("answers a bad form post with its form again, each field's message under it, the text escaped", async () => {
    const response = await postForm(badFormPost.fields());
    expect(response.status).toBe(badFormPost.status);
    const html = await response.text();
    expect(answerPageForm(html)).toEqual({ alert: badFormPost.alert, fields: badFormPost.form });
    for (const part of badFormPost.shows) expect(html).toContain(part);
    for (const part of badFormPost.never) expect(html).not.toContain(part);
    expect(await storedCount()).toBe(0);
  });

  it.each(refusedRequests)("rejects $title and stores nothing", async (refused) => {
    const response = await fetch(`${site.url}/api/kontakt`, refusedRequestInit(refused));
    expect(response.status).toBe(refused.status);
    expect(await refusalMessage(response)).toMatch(refused.error);
    expect(await storedCount()).toBe(0);
  });

  it("names each invalid field in German", async () => {
    const response = await postJson(invalidFields.body());
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toEqual(invalidFields.fields);
  });

  it("accepts its own origin", async () => {
    const response = await postJson(valid(), { Origin: site.url, "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(201);
    // Behind a TLS proxy the browser's origin is https while the server sees http.
    const proxied = await postJson(valid(), { Origin: site.url.replace("http:", "https:") });
    expect(proxied.status).toBe(201);
  });

  it("limits enquiries per address and hour (429 with Retry-After)", async () => {
    await site.close();
    site = await startTestSite({ rateLimitPerHour: 3 });
    for (let sent = 0; sent < 3; sent++) expect((await postJson(valid())).status).toBe(201);
    const limited = await postJson(valid());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await storedCount()).toBe(3);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await fetch(`${site.url}/api/kontakt`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 503 with a message when storage fails, and stores nothing", async () => {
    await site.db.execute("DROP TABLE outbox");
    const response = await postJson(valid());
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/nicht gespeichert/);
    expect(await storedCount()).toBe(0);
  });
});

import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { enquiryMail, enquiryMessageId } from "../../server/enquiry-mail";
import { toStoredEnquiry } from "../../server/enquiry-record";
import { headerCases } from "../../tests/enquiry-cases";
import { mailMessage } from "./mail-message";

/** A stored row; the fields it does not name are empty. */
const stored = (fields: Record<string, string> = {}) =>
  toStoredEnquiry({
    id: 7,
    createdAt: Date.UTC(2026, 10, 25),
    name: "Ada Lovelace",
    email: "ada@example.org",
    message: "Eine Nachricht.",
    page: "/kontakt",
    ...fields,
  });

const message = (fields?: Record<string, string>) =>
  mailMessage(enquiryMail(stored(fields)), "website@firma.example", "inhaber@firma.example");

const headerLines = (raw: string) => raw.split("\r\n\r\n")[0]!.split("\r\n");

describe("the owner's mail as a raw message", () => {
  it("names the visitor as Reply-To and keeps the same Message-ID on every attempt", () => {
    expect(headerLines(message())).toEqual(
      expect.arrayContaining([
        "From: website@firma.example",
        "To: inhaber@firma.example",
        'Reply-To: "Ada Lovelace" <ada@example.org>',
        "Subject: Neue Anfrage von Ada Lovelace",
        `Message-ID: ${enquiryMessageId(stored())}`,
      ]),
    );
  });

  it("encodes a name with a line break, so it cannot add a header", async () => {
    const name = 'Eve "X"\r\nBcc: alle@example.org';
    const raw = message({ name });
    expect(headerLines(raw).some((line) => line.startsWith("Bcc:"))).toBe(false);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.replyTo).toEqual([{ name, address: "ada@example.org" }]);
    expect(parsed.subject).toBe(`Neue Anfrage von ${name}`);
  });

  // What a mail reader shows: the stored text, whatever it looks like, on lines of at most 78.
  it.each(headerCases)("$title: a reader shows the stored text", async ({ stored: fields }) => {
    const enquiry = stored(fields);
    const raw = mailMessage(enquiryMail(enquiry), "website@firma.example", "inhaber@firma.example");
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(enquiryMail(enquiry).subject);
    expect(parsed.replyTo).toEqual([{ name: fields.name, address: "ada@example.org" }]);
    for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("gives a long address a line of its own, within the 998 every server takes", () => {
    const address = `${"a".repeat(240)}@example.org`;
    const lines = headerLines(message({ name: "Ada Lovelace", email: address }));
    expect(lines).toContain(` <${address}>`);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(998);
  });
});

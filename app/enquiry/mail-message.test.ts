import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { headerCases } from "#tests/support/enquiry-cases";
import { type MailParts, mailMessage } from "./mail-message";

const parts = (name: string, subject: string, address = "ada@example.org"): MailParts => ({
  messageId: "<anfrage-7-1@firma.example>",
  replyTo: { name, address },
  subject,
  text: "Eine Nachricht.\nZweite Zeile.",
});

const message = (mail: MailParts) =>
  mailMessage(
    mail,
    "website@firma.example",
    "inhaber@firma.example",
    new Date(Date.UTC(2026, 10, 25)),
  );

const headerLines = (raw: string) => raw.split("\r\n\r\n")[0]!.split("\r\n");

describe("the owner's mail as a raw message", () => {
  it("keeps plain text plain: Reply-To the visitor, the Message-ID given", () => {
    expect(headerLines(message(parts("Ada Lovelace", "Neue Anfrage von Ada Lovelace")))).toEqual([
      "From: website@firma.example",
      "To: inhaber@firma.example",
      'Reply-To: "Ada Lovelace" <ada@example.org>',
      "Subject: Neue Anfrage von Ada Lovelace",
      "Date: Wed, 25 Nov 2026 00:00:00 +0000",
      "Message-ID: <anfrage-7-1@firma.example>",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
    ]);
  });

  it("encodes a name with a line break, so it cannot add a header", async () => {
    const name = 'Eve "X"\r\nBcc: alle@example.org';
    const raw = message(parts(name, `Neue Anfrage von ${name}`));
    expect(headerLines(raw).some((line) => line.startsWith("Bcc:"))).toBe(false);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.replyTo).toEqual([{ name, address: "ada@example.org" }]);
    expect(parsed.subject).toBe(`Neue Anfrage von ${name}`);
    expect(parsed.text).toBe("Eine Nachricht.\r\nZweite Zeile.");
  });

  // What a mail reader shows: the stored text, whatever it looks like, on lines of at most 78.
  it.each(headerCases)("$title: a reader shows the stored text", async ({ stored }) => {
    const subject = `Neue Anfrage von ${stored.name} (${stored.company})`;
    const raw = message(parts(stored.name, subject));
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(subject);
    expect(parsed.replyTo).toEqual([{ name: stored.name, address: "ada@example.org" }]);
    for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("folds a long plain name at its spaces and gives a long address a line of its own", async () => {
    const name = Array.from({ length: 20 }, (_, index) => `Name${index}`).join(" ");
    const address = `${"a".repeat(240)}@example.org`;
    const raw = message(parts(name, "Neue Anfrage", address));
    const lines = headerLines(raw);
    expect(lines).toContain(` <${address}>`);
    for (const line of lines)
      expect(line.length).toBeLessThanOrEqual(line.includes(address) ? 998 : 78);
    expect((await PostalMime.parse(raw)).replyTo).toEqual([{ name, address }]);
  });
});

import { describe, expect, it } from "vitest";
import { enquiryMessageId } from "../server/enquiry-mail";
import { toStoredEnquiry } from "../server/enquiry-record";
import { enquiryMessage } from "./mime";

/** A stored row; the fields it does not name are empty. */
const stored = toStoredEnquiry({
  id: 7,
  createdAt: Date.UTC(2026, 10, 25),
  name: "Ada Lovelace",
  email: "ada@example.org",
  message: "Eine Nachricht.",
  page: "/kontakt",
});

const headerLines = (raw: string) => raw.split("\r\n\r\n")[0]!.split("\r\n");

describe("the owner's mail as a raw message", () => {
  it("names the visitor as Reply-To and keeps the same Message-ID on every attempt", () => {
    const raw = enquiryMessage(stored, "website@firma.example", "inhaber@firma.example");
    expect(headerLines(raw)).toEqual(
      expect.arrayContaining([
        "From: website@firma.example",
        "To: inhaber@firma.example",
        'Reply-To: "Ada Lovelace" <ada@example.org>',
        "Subject: Neue Anfrage von Ada Lovelace",
        `Message-ID: ${enquiryMessageId(stored)}`,
      ]),
    );
    expect(enquiryMessage(stored, "website@firma.example", "inhaber@firma.example")).toContain(
      `Message-ID: ${enquiryMessageId(stored)}`,
    );
  });

  it("encodes a name with a line break, so it cannot add a header", () => {
    const raw = enquiryMessage(
      { ...stored, name: 'Eve "X"\r\nBcc: alle@example.org' },
      "website@firma.example",
      "inhaber@firma.example",
    );
    const lines = headerLines(raw);
    expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false);
    const replyTo = lines.find((line) => line.startsWith("Reply-To:"))!;
    const words = [...replyTo.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)].map((match) => match[1]!);
    const decoded = words
      .map((word) => new TextDecoder().decode(Uint8Array.from(atob(word), (c) => c.charCodeAt(0))))
      .join("");
    expect(decoded).toBe('Eve "X"\r\nBcc: alle@example.org');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(998);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  enquiryBodyLimitBytes,
  enquiryField,
  enquirySchema,
  envelopeMessages,
  maximumFillTimeMs,
} from "./schema";

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  [enquiryField.name]: "Ada Lovelace",
  [enquiryField.email]: "ada@example.org",
  [enquiryField.message]: "Wir brauchen Klarheit über unsere Preise.",
  [enquiryField.page]: "/kontakt",
  ...overrides,
});
const firstError = (input: Record<string, unknown>) =>
  enquirySchema.safeParse(input).error?.issues[0]?.message;

afterEach(() => vi.useRealTimers());

describe("the bot check", () => {
  it.each([
    ["10 minutes ahead", 10 * 60_000],
    ["10 minutes behind", -10 * 60_000],
  ])("accepts a visitor whose clock runs %s", (_, skewMs) => {
    vi.useFakeTimers({ now: Date.now() + skewMs, toFake: ["Date"] });
    // What the form sends: time on the page by the browser's monotonic clock.
    expect(enquirySchema.safeParse(enquiry({ [enquiryField.elapsedMs]: 45_000 })).success).toBe(
      true,
    );
  });

  it.each([
    ["10 minutes ahead", 10 * 60_000],
    ["10 minutes behind", -10 * 60_000],
  ])("refuses a post faster than a person types, the clock %s", (_, skewMs) => {
    vi.useFakeTimers({ now: Date.now() + skewMs, toFake: ["Date"] });
    expect(firstError(enquiry({ [enquiryField.elapsedMs]: 900 }))).toBe(envelopeMessages.tooFast);
  });

  it("refuses a time on the page no visitor spends, so one figure cannot be replayed forever", () => {
    expect(firstError(enquiry({ [enquiryField.elapsedMs]: maximumFillTimeMs + 1 }))).toBe(
      envelopeMessages.tooOld,
    );
  });

  it("accepts a post without JavaScript, which has no time figure; its honeypot still counts", () => {
    expect(enquirySchema.safeParse(enquiry()).success).toBe(true);
    expect(firstError(enquiry({ [enquiryField.website]: "https://spam.example" }))).toBe(
      envelopeMessages.honeypot,
    );
  });
});

describe("the body limit", () => {
  it("fits every field at its maximum in three-byte characters, percent-encoded", () => {
    const wide = (length: number) => "请".repeat(length);
    const body = new URLSearchParams({
      ...enquiry({ name: wide(100), company: wide(150), message: wide(5000) }),
      email: `${"a".repeat(240)}@example.org`,
      preferredTime: "nachmittags",
      website: "",
    }).toString();
    expect(Buffer.byteLength(body)).toBeLessThan(enquiryBodyLimitBytes);
  });
});

import { site } from "#app/content/site";
import { describe, expect, it } from "vitest";
import { enquiryMessageId } from "./mail";

describe("the owner's mail", () => {
  it("derives the Message-ID from the enquiry and the site's domain", () => {
    expect(enquiryMessageId({ id: 7, createdAt: 1_800_000_000_000 })).toBe(
      `<anfrage-7-1800000000000@${new URL(site.url).host}>`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { cacheControl, cacheControlFor, contentSecurityPolicy, securityHeaders } from "./headers";

describe("HTTP headers", () => {
  it("caches hashed assets for a year and revalidates pages and their data", () => {
    expect(cacheControlFor("/assets/root-AbC123.js")).toBe(cacheControl.immutable);
    expect(cacheControlFor("/leistungen/")).toBe(cacheControl.html);
    expect(cacheControlFor("/leistungen/index.html")).toBe(cacheControl.html);
    expect(cacheControlFor("/leistungen.data")).toBe(cacheControl.html);
    expect(cacheControlFor("/og-image.jpg")).toBe(cacheControl.other);
  });

  it("forbids framing and plugins and allows only the consented embed hosts", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(
      /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/labs\.heygen\.com/,
    );
    expect(securityHeaders()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});

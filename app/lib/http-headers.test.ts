import { describe, expect, it } from "vitest";
import {
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  securityHeaders,
} from "#app/lib/http-headers";

describe("HTTP headers", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControlFor("/assets/root-AbC123.js")).toBe(cacheControl.immutable);
    expect(cacheControlFor("/leistungen/")).toBe(cacheControl.html);
    expect(cacheControlFor("/leistungen/index.html")).toBe(cacheControl.html);
    expect(cacheControlFor("/og/index.png")).toBe(cacheControl.other);
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

  it("pins scripts by hash alone and allows the build's contact endpoint and booking page", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      contactEndpoint: "https://forms.example.org/f/123",
      bookingUrl: "https://cal.com/nordlicht/klarheit",
    });
    expect(policy).toContain("script-src 'self' 'sha256-abc='; ");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toMatch(/connect-src [^;]* https:\/\/forms\.example\.org;/);
    expect(policy).toMatch(/frame-src [^;]* https:\/\/cal\.com;/);
    expect(contentSecurityPolicy({ bookingUrl: "" })).not.toContain("cal.com");
  });
});

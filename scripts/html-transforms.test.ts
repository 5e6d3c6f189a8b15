import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pinInlineScripts } from "./html-transforms";

describe("pinInlineScripts", () => {
  it("allows exactly the page's inline scripts by hash", () => {
    const html = pinInlineScripts(
      `<head><meta charSet="utf-8"/><script>a()</script><script src="/x.js"></script></head>`,
    );
    const hash = createHash("sha256").update("a()").digest("base64");
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${hash}'"/>`,
    );
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, siteScriptHashes } from "./script-hashes";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes the scripts a browser executes and skips data blocks and external scripts", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script src="/x.js"></script>',
      '<script type="module" src="/y.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      hash("a()"),
      hash("b()"),
      hash('{"prerender":[]}'),
      hash("c()"),
    ]);
  });

  it("lists each script once over all pages", () => {
    expect(
      siteScriptHashes(["<script>a()</script>", "<script>a()</script><script>b()</script>"]),
    ).toEqual([hash("a()"), hash("b()")].sort());
  });
});

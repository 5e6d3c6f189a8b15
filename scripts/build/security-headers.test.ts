import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { nginxHeadersFile, securityHeadersFile, writeSecurityHeaders } from "./security-headers";

describe("writeSecurityHeaders", () => {
  const dir = mkdtempSync(join(tmpdir(), "security-headers-"));
  afterEach(() => {
    delete process.env.VITE_CONTACT_ENDPOINT;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the build's contact endpoint and the pages' inline scripts into the policy both servers read", () => {
    process.env.VITE_CONTACT_ENDPOINT = "https://forms.example.org/f/123";
    const page = join(dir, "index.html");
    writeFileSync(page, "<script>a()</script>");
    const headers = writeSecurityHeaders(dir, [page]);

    expect(JSON.parse(readFileSync(join(dir, securityHeadersFile), "utf8"))).toEqual(headers);
    const policy = headers["Content-Security-Policy"]!;
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/forms\.example\.org;/);

    const nginx = readFileSync(join(dir, nginxHeadersFile), "utf8");
    expect(nginx).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    for (const name of Object.keys(headers)) {
      expect(nginx).toMatch(new RegExp(`add_header ${name} ".+" always;`));
      expect(nginx).toContain(`proxy_hide_header ${name};`);
    }
  });
});

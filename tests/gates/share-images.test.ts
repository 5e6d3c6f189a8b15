import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { clientDir, htmlFiles, pagePath, readPage } from "./pages";

const pages = htmlFiles()
  .filter((file) => !file.endsWith("404.html"))
  .map((file) => ({ path: pagePath(file), root: readPage(file) }));

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("every page names its own share image: a 1200 × 630 PNG under 150 KB, with alt text", () => {
  const images = new Set<string>();
  const bodies = new Set<string>();
  for (const { path, root } of pages) {
    const meta = (key: string) =>
      root.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
    const url = new URL(meta("og:image") ?? "", "https://invalid.example");
    expect(url.pathname, path).toMatch(/\.png$/);
    expect(meta("twitter:card"), path).toBe("summary_large_image");
    expect(meta("twitter:image"), path).toBe(meta("og:image"));
    expect(meta("og:image:alt")?.trim(), path).toBeTruthy();
    expect(meta("twitter:image:alt"), path).toBe(meta("og:image:alt"));
    expect([meta("og:image:width"), meta("og:image:height")], path).toEqual(["1200", "630"]);

    const file = join(clientDir, url.pathname);
    expect(existsSync(file), `${path}: ${url.pathname}`).toBe(true);
    const body = readFileSync(file);
    expect(pngSize(body), path).toEqual({ width: 1200, height: 630 });
    expect(body.length, path).toBeLessThan(150 * 1024);
    images.add(url.pathname);
    bodies.add(createHash("sha256").update(body).digest("hex"));
  }
  expect(images.size).toBe(pages.length);
  expect(bodies.size).toBe(pages.length);
});

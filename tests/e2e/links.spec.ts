import { htmlFiles, pagePath, readPage } from "../gates/pages";
import { expect, test } from "./fixtures";

/** Every internal link and asset reference of every prerendered page answers 200. */
test("internal links and assets of every page answer 200", async ({ request }) => {
  const references = new Map<string, string>();
  for (const file of htmlFiles()) {
    const root = readPage(file);
    const urls = [
      ...root.querySelectorAll("a[href], link[href]").map((node) => node.getAttribute("href")!),
      ...root
        .querySelectorAll("img[src], script[src], source[src]")
        .map((node) => node.getAttribute("src")!),
      ...root.querySelectorAll("img[srcset], source[srcset]").flatMap((node) =>
        node
          .getAttribute("srcset")!
          .split(",")
          .map((entry) => entry.trim().split(/\s+/)[0]!),
      ),
    ];
    for (const url of urls) {
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      const path = url.split("#")[0]!;
      if (path && !references.has(path)) references.set(path, pagePath(file));
    }
  }
  expect(references.size).toBeGreaterThan(40);
  const broken: string[] = [];
  for (const [url, page] of references) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${url} (${response.status()}) on ${page}`);
  }
  expect(broken).toEqual([]);
});

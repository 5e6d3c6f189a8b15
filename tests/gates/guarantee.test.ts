import { expect, test } from "vitest";
import { guarantee, guaranteeMention } from "#app/content/guarantee";
import { htmlFiles, pagePath, readPage, visibleText } from "./pages";

test("the guarantee is defined on one page and every page that mentions it links there", () => {
  const pages = htmlFiles().map((file) => ({ file, path: pagePath(file), root: readPage(file) }));
  const defining = pages.filter(({ root }) => root.getElementById(guarantee.id));
  expect(defining.map(({ path }) => path)).toEqual([guaranteeMention.link.to.split("#")[0]]);
  for (const { file, path, root } of pages) {
    if (!/Garantie/.test(visibleText(file)) || defining.some((page) => page.path === path))
      continue;
    const links = root.querySelectorAll("main a").map((a) => a.getAttribute("href"));
    expect(links, path).toContain(guaranteeMention.link.to);
  }
});

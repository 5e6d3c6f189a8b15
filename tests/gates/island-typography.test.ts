import { expect, test } from "vitest";
import { typeset } from "#app/lib/typeset";
import { htmlFiles, pagePath, readPage } from "./pages";

/**
 * The build's typography pass (scripts/build/typography.ts) leaves an island's markup
 * as React renders it, so that hydration finds the same text. An island's text
 * must therefore come typeset already: from the content files, which are
 * typeset when read, never from a literal in code.
 */
test("every island's text is typeset where it is made", () => {
  const untypeset: string[] = [];
  let islands = 0;
  for (const file of htmlFiles()) {
    for (const island of readPage(file).querySelectorAll("[data-island]")) {
      islands++;
      for (const node of island.querySelectorAll("*")) {
        const own = node.childNodes
          .filter((child) => child.nodeType === 3)
          .map((child) => child.text);
        for (const text of own)
          if (typeset(text) !== text) untypeset.push(`${pagePath(file)}: „${text.trim()}“`);
      }
    }
  }
  expect(islands, "the contact form's island").toBeGreaterThan(0);
  expect(untypeset).toEqual([]);
});

import { readFileSync } from "node:fs";
import { spellCheckDocument } from "cspell-lib";
import { expect, test } from "vitest";
import { htmlFiles, pagePath, visibleText } from "./pages";
import { prose } from "./prose";

const wordList = "tests/spelling/words.txt";

test("the visible German text of every page passes the spell checker (de-DE, English loanwords, project words)", async () => {
  const words = readFileSync(wordList, "utf8").split("\n").filter(Boolean);
  expect(words, "the word list is sorted").toEqual(
    [...words].sort((a, b) => a.localeCompare(b, "de")),
  );
  // German with English loanwords, plus the project's names and terms (docs/decisions/014-npm-only-checkers.md).
  const settings = { language: "de-DE,en", import: ["@cspell/dict-de-de/cspell-ext.json"], words };
  const unknown = new Map<string, string>();
  for (const file of htmlFiles()) {
    const page = pagePath(file);
    const { issues, errors } = await spellCheckDocument(
      {
        uri: `file:///pages${page.replace(/\/$/, "/index")}.txt`,
        text: prose(visibleText(file)),
        languageId: "plaintext",
        locale: "de-DE,en",
      },
      { generateSuggestions: false, noConfigSearch: true },
      settings,
    );
    expect(errors ?? [], page).toEqual([]);
    for (const issue of issues) if (!unknown.has(issue.text)) unknown.set(issue.text, page);
  }
  expect([...unknown].map(([word, page]) => `${word} (${page})`)).toEqual([]);
});

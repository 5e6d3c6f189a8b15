import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { htmlFiles, pagePath, visibleText } from "./pages";

const wordList = "tests/spelling/words.txt";

/**
 * URLs, site paths, e-mail addresses and numbers are not words. Hyphenated compounds
 * ("Go-to-Market-Strategie", "KI-Prozesse") are right when each part is,
 * so the parts are checked one by one.
 */
function prose(text: string): string {
  return (
    text
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
      .replace(/\S+@\S+/g, " ")
      .replace(/(?<![\p{L}\d])\/[\w/-]*/gu, " ")
      .replace(/\b[\w-]+\.(?:com|de|gov|io|example)\b\S*/g, " ")
      .replace(/\d+(?:[.,]\d+)*-/g, " ")
      // A linking s before the hyphen ("Verpackungs-Lösungen") belongs to the compound, not the word.
      .replace(/(\p{L}*(?:ung|heit|keit|schaft|ion|tät|ling|tum))s-(?=\p{L})/gu, "$1 ")
      .replace(/(?<=\p{L})-(?=\p{L})/gu, " ")
  );
}

test("the visible German text of every page passes hunspell (de_DE, en_US loanwords, project words)", () => {
  const listed = readFileSync(wordList, "utf8").split("\n").filter(Boolean);
  expect(listed, "the word list is sorted").toEqual(
    [...listed].sort((a, b) => a.localeCompare(b, "de")),
  );
  const unknown = new Map<string, string>();
  for (const file of htmlFiles()) {
    const misspelled = execFileSync(
      "hunspell",
      ["-d", "de_DE,en_US", "-p", wordList, "-l", "-i", "utf-8"],
      {
        input: prose(visibleText(file)),
        encoding: "utf8",
      },
    );
    for (const word of misspelled.split("\n").filter(Boolean)) {
      if (!unknown.has(word)) unknown.set(word, pagePath(file));
    }
  }
  expect([...unknown].map(([word, page]) => `${word} (${page})`)).toEqual([]);
});

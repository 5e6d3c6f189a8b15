import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { fallbackFaces, fallbacks } from "./font-fallbacks";

const stylesheet = readFileSync("app/app.css", "utf8");
const flat = (css: string) => css.replace(/\s+/g, " ");

test("the stylesheet's fallback faces are the ones computed from the font files", async () => {
  for (const rule of await fallbackFaces()) expect(flat(stylesheet)).toContain(flat(rule));
});

test("each stack names its brand face, then its fallbacks, closest first", () => {
  const stack = (token: string) =>
    flat(new RegExp(`${token}:([^;]+);`).exec(stylesheet)![1]!)
      .split(",")
      .map((name) => name.trim().replace(/"/g, ""));
  expect(stack("--font-display").slice(0, 4)).toEqual([
    "Fraunces",
    ...fallbacks.display.map(({ family }) => family),
  ]);
  expect(stack("--font-sans").slice(0, 3)).toEqual([
    "Inter",
    ...fallbacks.text.map(({ family }) => family),
  ]);
});

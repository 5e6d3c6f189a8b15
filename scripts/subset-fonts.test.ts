import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { brandFontFiles, safeCharacters } from "./brand-fonts";
import { charactersOf, declaredWeights, hashedName, subsetBuiltFonts } from "./subset-fonts";

test("the characters of the pages and the safe set, references read as what they stand for", () => {
  const characters = charactersOf(["<p>Ŋ&#x2192;&#8364;&nbsp;</p>"]);
  for (const character of ["Ŋ", "→", "€", "\u00a0", "ß", "„", "\u202f", "§"])
    expect(characters).toContain(character);
  expect(characters).not.toContain("Ж");
});

/** The modules whose texts the contact form island writes in the browser (not in any page's HTML). */
const islandTexts = [
  "app/islands/contact-form.client.tsx",
  "app/components/sections/contact-form.tsx",
  "app/components/ui/direct-contact.tsx",
  "content/settings/contact-form.yaml",
  "app/enquiry/schema.ts",
  "app/enquiry/submission.ts",
];

test("every character the form island may write is in the safe set", () => {
  for (const file of islandTexts) {
    const outside = [...readFileSync(file, "utf8")].filter((c) => !safeCharacters.includes(c));
    expect(
      outside.filter((c) => c !== "\n"),
      file,
    ).toEqual([]);
  }
});

test("the weights each font-face declares, by file: a range, or one weight to pin", () => {
  const css =
    '@font-face{font-family:Inter;font-weight:400 700;src:url(/assets/inter-a1b2c3d4.woff2)format("woff2-variations")}' +
    "@font-face{font-family:Inter Fallback;src:local(Arial)}" +
    "@font-face{font-family:X;font-weight:600;src:url(/assets/x-a1b2c3d4.woff2)}";
  expect([...declaredWeights(css)]).toEqual([
    ["inter-a1b2c3d4.woff2", { min: 400, max: 700 }],
    ["x-a1b2c3d4.woff2", 600],
  ]);
});

test("a new content hash in the name Vite gave the file", () => {
  const name = hashedName("inter-latin-wght-normal-Dx4kXJAl.woff2", Buffer.from("x"));
  expect(name).toMatch(/^inter-latin-wght-normal-[\w-]{8}\.woff2$/);
  expect(name).not.toBe("inter-latin-wght-normal-Dx4kXJAl.woff2");
});

test("a built font shrinks to the characters used, and the stylesheet and pages name the new file", async () => {
  const client = mkdtempSync(join(tmpdir(), "fonts-"));
  mkdirSync(join(client, "assets"));
  const original = "inter-latin-wght-normal-Dx4kXJAl.woff2";
  copyFileSync(brandFontFiles.text, join(client, "assets", original));
  const preload = `<link rel="preload" href="/assets/${original}" as="font">`;
  writeFileSync(
    join(client, "index.html"),
    `<html><head>${preload}</head><body>Hallo</body></html>`,
  );
  writeFileSync(
    join(client, "assets", "app.css"),
    `@font-face{font-weight:400 700;src:url(/assets/${original})}`,
  );

  const [report] = await subsetBuiltFonts(client);
  expect(report!.after).toBeLessThan(report!.before * 0.7);
  expect(existsSync(join(client, "assets", original))).toBe(false);
  expect(statSync(join(client, "assets", report!.file)).size).toBe(report!.after);
  expect(readFileSync(join(client, "index.html"), "utf8")).toContain(`/assets/${report!.file}`);
  expect(readFileSync(join(client, "assets", "app.css"), "utf8")).toContain(report!.file);
});

test("a face declared at one weight is pinned to it: a static file, about half the variable one", async () => {
  const subsetAs = async (weight: string) => {
    const client = mkdtempSync(join(tmpdir(), "fonts-"));
    mkdirSync(join(client, "assets"));
    const original = "fraunces-latin-wght-normal-Dx4kXJAl.woff2";
    copyFileSync(brandFontFiles.display, join(client, "assets", original));
    writeFileSync(join(client, "index.html"), "<html><body>Genau im Denken</body></html>");
    writeFileSync(
      join(client, "assets", "app.css"),
      `@font-face{font-weight:${weight};src:url(/assets/${original})}`,
    );
    const [report] = await subsetBuiltFonts(client);
    return readFileSync(join(client, "assets", report!.file));
  };
  const [variable, pinned] = [await subsetAs("400 700"), await subsetAs("600")];
  // The variation data (gvar, HVAR) is most of a variable file; a static one has none.
  expect(pinned.length).toBeLessThan(variable.length * 0.7);
});

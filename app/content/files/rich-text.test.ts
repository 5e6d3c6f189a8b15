import { richText, richTextOf } from "./rich-text";

/** The problems a text reports while it is converted. */
function converted(source: string) {
  const reported: string[] = [];
  const text = richTextOf(source, "context", (field, what) => reported.push(`${field}: ${what}`));
  return { text, reported };
}

describe("rich text in the content files", () => {
  test("paragraphs separated by a blank line keep bold, italic and links to pages of the site", () => {
    const { text, reported } = converted(
      "Erst **fett** und *kursiv*,\nin einer Zeile.\n\nDann [die Cases](/cases#liste) und [ein Case](/case/x).",
    );
    expect(text).toEqual([
      [
        "Erst ",
        { tag: "strong", children: ["fett"] },
        " und ",
        { tag: "em", children: ["kursiv"] },
        ", in einer Zeile.",
      ],
      [
        "Dann ",
        { tag: "a", href: "/cases#liste", children: ["die Cases"] },
        " und ",
        expect.anything(),
        ".",
      ],
    ]);
    // No case has the file x.yaml.
    expect(reported).toEqual([
      expect.stringMatching(/^context: „\/case\/x“ ist keine Seite der Website/),
    ]);
  });

  test("a plain text is one paragraph of one string, as before it was rich text", () => {
    expect(converted("Ein Satz. Noch ein Satz.").text).toEqual([["Ein Satz. Noch ein Satz."]]);
  });

  test("headings, lists, images, links off the site and Markdoc tags fail the schema, in German, with the line", () => {
    const result = richText("Hilfe.").safeParse(
      "Absatz\n\n## Titel\n\n- Punkt\n\n![Bild](x.png) [extern](https://example.com)\n\n{% tag %}",
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Überschrift ist hier nicht möglich, nur Absätze mit fett, kursiv und Links (Zeile 3)",
      "Liste ist hier nicht möglich, nur Absätze mit fett, kursiv und Links (Zeile 5)",
      "Bild ist hier nicht möglich, nur Absätze mit fett, kursiv und Links (Zeile 7)",
      "Markdoc-Tags ({% … %}) sind hier nicht möglich (Zeile 9)",
      "Der Link „https://example.com“ führt nicht auf eine Seite der Website (Pfad wie /cases)",
    ]);
  });

  test("placeholders stay text, also as a link's target", () => {
    expect(richText("Hilfe.").safeParse("{marke} und [der Gründer]({gründerseite})").success).toBe(
      true,
    );
  });

  test("a required text may not be empty, an optional one may", () => {
    expect(richText("Hilfe.").safeParse(" ").success).toBe(false);
    expect(richText("Hilfe.", { optional: true }).safeParse("").success).toBe(true);
  });
});

import { describe, expect, test } from "vitest";
import { noBreakSpace, typeset } from "#app/lib/typeset";
import { typesetPage } from "./typography";

const nb = noBreakSpace;

describe("typeset", () => {
  test.each([
    ["68 % der Befragten", `68${nb}% der Befragten`],
    ["ab 3.500 € netto", `ab 3.500${nb}€ netto`],
    ["4,2 Stunden pro Woche", `4,2${nb}Stunden pro Woche`],
    ["15+ Jahre Erfahrung", `15+${nb}Jahre Erfahrung`],
    ["in 12–24 Monaten", `in 12–24${nb}Monaten`],
    ["nach 30 Tagen", `nach 30${nb}Tagen`],
    ["Angaben gemäß § 5 DDG", `Angaben gemäß §${nb}5 DDG`],
    ["Art. 6 Abs. 1 lit. b DSGVO", `Art.${nb}6 Abs.${nb}1 lit.${nb}b DSGVO`],
    [
      "z. B. Pulver, d. h. trocken, u. a. Granulate",
      `z.${nb}B. Pulver, d.${nb}h. trocken, u.${nb}a. Granulate`,
    ],
    ["i. d. R. werktags", `i.${nb}d.${nb}R. werktags`],
    ["2,5 Mio. €", `2,5${nb}Mio.${nb}€`],
    ["Kostenloses Klarheitsgespräch · 25 Minuten", `Kostenloses Klarheitsgespräch${nb}· 25${nb}Minuten`],
  ])("%s", (input, expected) => {
    expect(typeset(input)).toBe(expected);
  });

  test.each([
    "In 7 von 10 Projekten",
    "Telefon +49 40 66969 100",
    "die 3 Tageszeitungen",
    "Seit 2019 Tagesgeschäft",
    "Schritt 2 hilft",
    "Version 2 minimal",
    "Das ist alles. Danach kommt mehr.",
  ])("leaves %s alone", (text) => {
    expect(typeset(text)).toBe(text);
  });

  test("is idempotent", () => {
    const once = typeset("ab 3.500 € und § 5 DDG, z. B. 68 %");
    expect(typeset(once)).toBe(once);
  });
});

describe("typesetPage", () => {
  const page = (head: string, body: string) =>
    typesetPage(`<!doctype html><html lang="de"><head>${head}</head><body>${body}</body></html>`);

  test("changes text, prose attributes and meta descriptions only", () => {
    const result = page(
      [
        "<title>Ab 3.500 € | Studio</title>",
        '<meta name="description" content="68 % schneller">',
        '<meta http-equiv="Content-Security-Policy" content="script-src 5 %">',
        '<script>const a = "5 %";</script><style>.a{width:5 %}</style>',
      ].join(""),
      '<a href="/p?x=5 %" title="z. B. so">Nach 30 Tagen</a><!-- 5 % --><img alt="§ 5 DDG" src="/5 %.png">',
    );
    expect(result).toContain(`<title>Ab 3.500${nb}€ | Studio</title>`);
    expect(result).toContain(`content="68${nb}% schneller"`);
    expect(result).toContain('content="script-src 5 %"');
    expect(result).toContain('<script>const a = "5 %";</script>');
    expect(result).toContain(".a{width:5 %}");
    expect(result).toContain('href="/p?x=5 %"');
    expect(result).toContain(`title="z.${nb}B. so"`);
    expect(result).toContain(`>Nach 30${nb}Tagen</a>`);
    expect(result).toContain("<!-- 5 % -->");
    expect(result).toContain(`alt="§${nb}5 DDG"`);
    expect(result).toContain('src="/5 %.png"');
  });

  test("keeps compounds that start with a number or a single letter on one line", () => {
    expect(page("", "<a>25-Minuten-Klarheitsgespräch buchen</a>")).toContain(
      '<a><span class="nobr">25-Minuten-Klarheitsgespräch</span> buchen</a>',
    );
    expect(page("", "<p>ein Series-A-Start-up</p>")).toContain(
      '<p>ein <span class="nobr">Series-A-Start-up</span></p>',
    );
  });

  test("leaves ordinary compounds, attributes, raw text and the title unwrapped", () => {
    const result = page(
      '<title>Series-A-Start-up</title><script>a = "25-Minuten"</script>',
      '<a title="30-Tage-Programm">Marken-Strategie</a><select><option>25-Minuten-Gespräch</option></select><textarea>30-Tage-Programm</textarea>',
    );
    expect(result).not.toContain("nobr");
  });

  test("leaves an island's markup exactly as React renders it", () => {
    const island = '<div data-island="form"><p>Nach 30 Tagen, 25-Minuten-Gespräch</p></div>';
    expect(page("", island)).toContain(island);
  });

  test("gives a heading's words too long for its narrowest line soft hyphens at German syllables, and nothing else", () => {
    const shy = "\u00ad";
    const result = page(
      "<title>Datenschutzerklärung</title>",
      "<h1>Datenschutzerklärung</h1><h2>Ihr 25-Minuten-Klarheitsgespräch</h2><h3>Kurze Wörter bleiben</h3><p>Datenschutzerklärung</p>",
    );
    expect(result).toContain(`<h1>Da${shy}ten${shy}schutz${shy}er${shy}klä${shy}rung</h1>`);
    // A kept compound breaks nowhere, so it gets none.
    expect(result).toContain('<h2>Ihr <span class="nobr">25-Minuten-Klarheitsgespräch</span></h2>');
    expect(result).toContain("<h3>Kurze Wörter bleiben</h3>");
    // A word that fits the narrowest heading line moves whole: none.
    expect(page("", "<h1>Entscheidungen</h1>")).toContain("<h1>Entscheidungen</h1>");
    expect(result).toContain("<p>Datenschutzerklärung</p>");
    expect(result).toContain("<title>Datenschutzerklärung</title>");
    expect(page("", "<ul data-hyphenate><li>Unternehmensgruppe</li></ul>")).toContain(
      `<li>Un${shy}ter${shy}neh${shy}mens${shy}grup${shy}pe</li>`,
    );
  });

  test("is idempotent", () => {
    const once = page("", "<h2>Entscheidungsarchitektur</h2><p>ab 3.500 € im 30-Tage-Programm</p>");
    expect(typesetPage(once)).toBe(once);
  });
});

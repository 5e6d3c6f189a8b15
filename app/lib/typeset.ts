/**
 * German typography for every text the site shows: a line must never break between a
 * number and its unit ("68 %", "ab 3.500 €", "30 Tage"), after a section or
 * article sign ("§ 5 DDG", "Art. 6 Abs. 1 lit. b") or inside a multi-part
 * abbreviation ("z. B.", "d. h.", "u. a."), nor before a middot between list items.
 * `typeset` puts a no-break space (U+00A0) there: the content files' texts get it when
 * they are read, and the build's pass over each page (scripts/build/typography.ts) for
 * what is written in components.
 */

export const noBreakSpace = "\u00A0";

/** Units and unit words that belong to the number before them. Longer spellings first. */
const units = [
  "%",
  "‰",
  "€",
  "\\$",
  "°C",
  "kWh",
  "mAh",
  "kW",
  "MW",
  "Wh",
  "km",
  "cm",
  "mm",
  "kg",
  "ml",
  "ms",
  "min",
  "h",
  "px",
  "KB",
  "MB",
  "GB",
  "TB",
  "Mio\\.",
  "Mrd\\.",
  "Prozent",
  "Euro",
  "Sekunden",
  "Minuten",
  "Minute",
  "Stunden",
  "Stunde",
  "Tagen",
  "Tage",
  "Tag",
  "Wochen",
  "Woche",
  "Monaten",
  "Monate",
  "Monat",
  "Jahren",
  "Jahre",
  "Jahr",
];

/** A number as written in German copy: "5", "3.500", "4,2", "15+", "12–24". */
const number = String.raw`\d(?:[\d.,]*\d)?\+?`;
const unit = `(?:${units.join("|")})(?![\\p{L}\\d])`;
/** Signs and abbreviations of legal references that bind to the number or letter after them. */
const reference = String.raw`(?<![\p{L}\d])(?:§§?|Art\.|Abs\.|Nr\.|lit\.|Ziff\.)`;

/**
 * Each rule matches text around one space: `before` must end right at the
 * space and `after` must start right after it. Kept as lookarounds so that
 * overlapping places ("i. d. R.", "§ 5 Abs. 1") are all found in one pass.
 */
const rules: readonly { name: string; before: string; after: string }[] = [
  { name: "Zahl und Einheit", before: `(?<![\\p{L}])${number}`, after: unit },
  { name: "Paragraf oder Artikel", before: reference, after: String.raw`[\d\p{L}]` },
  { name: "Mio./Mrd. und Währung", before: String.raw`(?:Mio|Mrd)\.`, after: "€" },
  // A middot between list items ("Kostenloses Klarheitsgespräch · 25 Minuten") ends a line,
  // never starts one.
  { name: "Mittelpunkt", before: String.raw`\S`, after: "·" },
  {
    name: "mehrteilige Abkürzung",
    before: String.raw`(?<![\p{L}\d])\p{L}\.`,
    after: String.raw`\p{L}\.(?![\p{L}])`,
  },
];

/** One regular expression per rule that matches the breakable space itself. */
function spacePattern(space: string): RegExp {
  const alternatives = rules.map(({ before, after }) => `(?<=${before})${space}(?=${after})`);
  return new RegExp(alternatives.join("|"), "gu");
}

const breakable = spacePattern(" ");

/** Replaces every breakable space the rules cover with a no-break space. */
export function typeset(text: string): string {
  return text.replace(breakable, noBreakSpace);
}

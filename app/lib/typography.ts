/**
 * Keeps what must not be split across lines together in rendered HTML:
 * a number and its unit ("15 €", "30 Tage", "§ 25") and hyphenated
 * compounds that start with a number or a single letter ("25-Minuten-…",
 * "Series-A-Start-up"). Runs once over each prerendered page
 * (app/entry.server.tsx), so content modules keep plain text.
 */

const units =
  "€|%|Prozent|Tage?n?|Wochen?|Monate?n?|Jahre?n?|Stunden?|Std\\.|Min\\.?|Minuten|Sek\\.?|Seiten|Slides|Interviews|km|kg|h|m²";

/** "15 €", "3.500 €", "12 Monate", "§ 25", "Abs. 1". */
const pairs = new RegExp(
  `(§§?|Abs\\.|Art\\.|Nr\\.|\\d[\\d.,]*(?:[–-]\\d[\\d.,]*)?) (?=(?:${units}|\\d)(?![\\p{L}\\d]))`,
  "gu",
);
const pairWithSection = /(§§?|Abs\.|Art\.|Nr\.) (?=\d)/gu;

/** Compounds like "25-Minuten-Klarheitsgespräch", "Series-A-Start-up", "1-2 Tage". */
const compounds = /(?<![\p{L}\d-])(?:\d+[\p{L}\d]*|\p{L}+-\p{Lu})(?:-[\p{L}\d]+)+/gu;

function tidyText(text: string): string {
  return text
    .replace(pairs, "$1\u00a0")
    .replace(pairWithSection, "$1\u00a0")
    .replace(compounds, (word) => `<span class="nobr">${word}</span>`);
}

/** Elements whose text is not prose shown in the page. */
const raw = /^<(script|style|title|textarea|template)\b/i;

export function keepTogether(html: string): string {
  let skipUntil: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (skipUntil && part.toLowerCase().startsWith(skipUntil)) skipUntil = null;
        else if (!skipUntil) {
          const match = raw.exec(part);
          if (match && !part.endsWith("/>")) skipUntil = `</${match[1]!.toLowerCase()}`;
        }
        return part;
      }
      return skipUntil || part.trim() === "" ? part : tidyText(part);
    })
    .join("");
}

/**
 * Keeps hyphenated compounds that start with a number or a single letter on
 * one line ("25-Minuten-Klarheitsgespräch", "Series-A-Start-up"): browsers
 * break after any hyphen, which leaves "25-Minuten-" or "Start-" alone at a
 * line end. Runs over each prerendered page (app/entry.server.tsx) and wraps
 * such words in `.nobr` (app/app.css); number–unit pairs get their no-break
 * spaces from the build's typography pass (scripts/typography.ts).
 */

/** "25-Minuten-Klarheitsgespräch", "Series-A-Start-up", "30-Tage-Programm". */
const compounds = /(?<![\p{L}\d-])(?:\d+[\p{L}\d]*|\p{L}+-\p{Lu})(?:-[\p{L}\d]+)+/gu;

/** Elements whose text is not prose shown in the page. */
const raw = /^<(script|style|title|textarea|template)\b/i;

export function keepCompoundsTogether(html: string): string {
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
      if (skipUntil || part.trim() === "") return part;
      return part.replace(compounds, (word) => `<span class="nobr">${word}</span>`);
    })
    .join("");
}

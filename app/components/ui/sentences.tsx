import { Fragment } from "react";
import { KeptTogether } from "./kept-together";

/**
 * Where a sentence of a heading ends: after a word of two letters or more and its full stop,
 * exclamation or question mark, before a capital. A no-break space ("z. B. Kunden") is not one.
 */
const sentenceEnd = /(?<=\p{L}{2}[.!?]) +(?=\p{Lu})/u;

/**
 * A short preposition ("in", "an", "im", "zu", "zum") or an ampersand, with the word after
 * it: a heading's line never ends on one, so "Ich bringe Ordnung in / komplexe /
 * Entscheidungen." (a line of one word) became "Ich bringe Ordnung / in komplexe /
 * Entscheidungen.". Prepositions only: binding any short word ("wo andere") made
 * "Muster erkennen, wo / andere Chaos sehen." three lines with "sehen." alone. Only before a
 * word of at most ten characters: "im deutschsprachigen" as one piece ran past a 320 px phone.
 */
const shortWordPair =
  /(?<![\p{L}\d])((?:in|an|im|am|zu|um|ab|ins|ans|zum|zur|vom|&) \S{1,10})(?!\S)/u;

/**
 * A heading of several sentences breaks between them first: each sentence is one inline
 * block, so "Genau im Denken. Nah an der Umsetzung." does not leave "Nah" at the end of a
 * line. A sentence longer than the line wraps inside its block by filling its first line
 * ("Nah an der / Umsetzung."; balancing gave "Nah an / der Umsetzung."). The spaces between
 * the sentences stay text, so the heading's text and accessible name are unchanged.
 */
export function Sentences({ text }: { text: string }) {
  const sentences = text.split(sentenceEnd);
  if (sentences.length < 2) return <KeptTogether text={text} pattern={shortWordPair} />;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="inline-block [text-wrap:pretty]">
        <KeptTogether text={sentence} pattern={shortWordPair} />
      </span>
    </Fragment>
  ));
}

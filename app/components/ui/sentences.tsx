import { Fragment } from "react";
import { KeptTogether } from "./kept-together";
import { sampleMarkPattern } from "./sample-marked";

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
export const shortWordPair =
  /(?<![\p{L}\d])((?:in|an|im|am|zu|um|ab|ins|ans|zum|zur|vom|&) \S{1,10})(?!\S)/u;

/**
 * A firm's name, its mark and what follows the mark ("Sabio Consulting (Platzhalter):"), as
 * three capturing groups: the last word of the name, the mark, the punctuation after it.
 */
const markPattern = new RegExp(`(\\S+) ${sampleMarkPattern.source}(\\S*)`);

/**
 * A heading's words, with a firm's mark set small in the text face: at display size
 * "(Platzhalter)" outweighed the name it marks. It stays in the text and the accessible name.
 */
function Words({ text }: { text: string }) {
  const parts = text.split(markPattern);
  if (parts.length < 2) return <KeptTogether text={text} pattern={shortWordPair} />;
  return parts.map((part, index) => {
    if (index % 4 === 0) return <KeptTogether key={index} text={part} pattern={shortWordPair} />;
    if (index % 4 !== 1) return null;
    // One block with its name: on the name's line, unless the two are wider than the line
    // ("Knabberteller (Platzhalter):" at 320 px), where the block breaks between them. Its
    // punctuation always stays with it.
    return (
      <span key={index} className="inline-block">
        {part}{" "}
        <span className="whitespace-nowrap">
          <span className="sample-mark text-[max(0.875rem,0.3em)]">{parts[index + 1]}</span>
          {parts[index + 2]}
        </span>
      </span>
    );
  });
}

/**
 * A heading of several sentences breaks between them first: each sentence is one inline
 * block, so "Genau im Denken. Nah an der Umsetzung." does not leave "Nah" at the end of a
 * line. A sentence longer than the line wraps inside its block by filling its first line
 * ("Nah an der / Umsetzung."; balancing gave "Nah an / der Umsetzung."). The spaces between
 * the sentences stay text, so the heading's text and accessible name are unchanged.
 */
export function Sentences({ text }: { text: string }) {
  const sentences = text.split(sentenceEnd);
  if (sentences.length < 2) return <Words text={text} />;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="inline-block [text-wrap:pretty]">
        <Words text={sentence} />
      </span>
    </Fragment>
  ));
}

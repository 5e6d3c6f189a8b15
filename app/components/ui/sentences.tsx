import { Fragment } from "react";

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
 * A sentence with each short word kept on one line with the next word (a nowrap span, so
 * the text and the accessible name stay exactly as written).
 */
function ShortWordsBound({ text }: { text: string }) {
  const parts = text.split(shortWordPair);
  if (parts.length < 2) return text;
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
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
  if (sentences.length < 2) return <ShortWordsBound text={text} />;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="inline-block [text-wrap:pretty]">
        <ShortWordsBound text={sentence} />
      </span>
    </Fragment>
  ));
}

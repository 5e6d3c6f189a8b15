import { Fragment } from "react";

/**
 * Where a sentence of a heading ends: after a word of two letters or more and its full stop,
 * exclamation or question mark, before a capital. A no-break space ("z. B. Kunden") is not one.
 */
const sentenceEnd = /(?<=\p{L}{2}[.!?]) +(?=\p{Lu})/u;

/**
 * A heading of several sentences breaks between them first: each sentence is one inline
 * block, so "Genau im Denken. Nah an der Umsetzung." does not leave "Nah" at the end of a
 * line. A sentence longer than the line wraps inside its block by filling its first line
 * ("Nah an der / Umsetzung."; balancing gave "Nah an / der Umsetzung."). The spaces between
 * the sentences stay text, so the heading's text and accessible name are unchanged.
 */
export function Sentences({ text }: { text: string }) {
  const sentences = text.split(sentenceEnd);
  if (sentences.length < 2) return text;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="inline-block [text-wrap:pretty]">{sentence}</span>
    </Fragment>
  ));
}

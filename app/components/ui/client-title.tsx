import { ArrowRight } from "lucide-react";
import { SampleMarked } from "./sample-marked";
import { Sentences, shortWordPair } from "./sentences";

/** Sentences' pair of a short preposition and its word, at a title's end. */
const lastPair = new RegExp(`${shortWordPair.source}$`, "u");

/**
 * A case's title "Who: what": the client, its mark small, as a small line above the "what"
 * (decision 072), where at a heading's size the name, its mark and the colon took the first
 * line. The colon stays for screen readers, so the heading's text and accessible name are the
 * title as written. A title without a colon stays whole.
 */
export function ClientTitle({
  title,
  clientClassName,
  arrow = false,
}: {
  title: string;
  /** The client line's size and spacing. */
  clientClassName: string;
  /**
   * A link's arrow after the title (a heading's link shows its arrow, not a body link's
   * underline), bound to its last word: never alone on a line.
   */
  arrow?: boolean;
}) {
  const colon = title.indexOf(": ");
  const what = colon < 0 ? title : title.slice(colon + 2);
  // The last word, with the short preposition before it that ./sentences.tsx binds to it
  // ("im Wachstum"): a line never ends on one.
  const pair = lastPair.exec(what);
  const lastSpace = pair ? pair.index - 1 : what.lastIndexOf(" ");
  const words = arrow ? (
    <>
      <Sentences text={what.slice(0, lastSpace + 1)} />
      <span className="whitespace-nowrap">
        {what.slice(lastSpace + 1)}
        <ArrowRight
          aria-hidden="true"
          data-arrow=""
          className="ml-1.5 inline size-4 align-[-0.1em] text-primary"
        />
      </span>
    </>
  ) : (
    <Sentences text={what} />
  );
  if (colon < 0) return words;
  return (
    <>
      <span
        className={`block font-sans font-semibold tracking-normal text-primary ${clientClassName}`}
      >
        <SampleMarked text={title.slice(0, colon)} />
        <span className="sr-only">:</span>
      </span>{" "}
      {/* A block of its own: after the client's line the heading's lines were not balanced
          ("Entscheidungen sichtbar / machen →", round 26). */}
      <span className="block text-balance">{words}</span>
    </>
  );
}

import { SampleMarked } from "./sample-marked";
import { Sentences } from "./sentences";

/**
 * A case's title "Who: what": the client, its mark small, as a small line above the "what"
 * (decision 072), where at a heading's size the name, its mark and the colon took the first
 * line. The colon stays for screen readers, so the heading's text and accessible name are the
 * title as written. A title without a colon stays whole.
 */
export function ClientTitle({
  title,
  clientClassName,
}: {
  title: string;
  /** The client line's size and spacing. */
  clientClassName: string;
}) {
  const colon = title.indexOf(": ");
  if (colon < 0) return <Sentences text={title} />;
  return (
    <>
      <span
        className={`block font-sans font-semibold tracking-normal text-primary ${clientClassName}`}
      >
        <SampleMarked text={title.slice(0, colon)} />
        <span className="sr-only">:</span>
      </span>{" "}
      <Sentences text={title.slice(colon + 2)} />
    </>
  );
}

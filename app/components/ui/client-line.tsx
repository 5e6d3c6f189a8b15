import { SampleMarked } from "./sample-marked";

/**
 * A case's title "Who: what" as its client and the rest: the client is set as a small line
 * above the "what" (decision 072), where at a heading's size the name, its mark and the colon
 * took the first line. A title without a colon stays whole.
 */
export function titleParts(title: string): { client?: string; title: string } {
  const colon = title.indexOf(": ");
  return colon < 0 ? { title } : { client: title.slice(0, colon), title: title.slice(colon + 2) };
}

/**
 * The client's line inside the heading, its mark small; the colon stays for screen readers,
 * so the heading's text and accessible name are the title as written.
 */
export function ClientLine({ name, className = "" }: { name: string; className?: string }) {
  return (
    <>
      <span className={`block font-sans font-semibold tracking-normal text-primary ${className}`}>
        <SampleMarked text={name} />
        <span className="sr-only">:</span>
      </span>{" "}
    </>
  );
}

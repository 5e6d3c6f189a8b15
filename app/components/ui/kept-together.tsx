import { SampleMarked } from "./sample-marked";

/**
 * Text whose matches of `pattern` (one capturing group) each stay on one line: a nowrap span,
 * so the text and its accessible name stay exactly as written. A firm's mark in the rest is
 * set small (`SampleMarked`), as in all text that may name a firm.
 */
export function KeptTogether({ text, pattern }: { text: string; pattern: RegExp }) {
  const parts = text.split(pattern);
  if (parts.length < 2) return <SampleMarked text={text} />;
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <SampleMarked key={index} text={part} />
    ),
  );
}

import { sampleMark } from "#app/content/clients";
import { escapeRegExp } from "#app/lib/escape-regexp";

/** The mark after a firm's name ("(Platzhalter)"), as one capturing group. */
export const sampleMarkPattern = new RegExp(`(\\(${escapeRegExp(sampleMark)}\\))`);

/**
 * Running text with each firm's mark set small, light and muted in the text face
 * (`.sample-mark`): at full weight, "Panasonic (Platzhalter) · Hapag-Lloyd (Platzhalter)" read
 * as two words each. The mark stays in the text and the accessible name.
 */
export function SampleMarked({ text }: { text: string }) {
  const parts = text.split(sampleMarkPattern);
  if (parts.length < 2) return text;
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="sample-mark">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

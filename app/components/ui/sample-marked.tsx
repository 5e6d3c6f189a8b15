import { Fragment } from "react";
import { clients, sampleMark } from "#app/content/clients";
import { escapeRegExp } from "#app/lib/escape-regexp";

/** The mark after a firm's name ("(Platzhalter)"), as one capturing group. */
export const sampleMarkPattern = new RegExp(`(\\(${escapeRegExp(sampleMark)}\\))`);

/** The firms' names, longest first, so "Green Cocoon" is found before a shorter name it ends with. */
const names = Object.values(clients)
  .map((client) => client.name)
  .sort((a, b) => b.length - a.length);

/** The text before a mark, split into what precedes the firm's name and the name. */
function splitName(before: string): [string, string] {
  const name = names.find((candidate) => before.endsWith(`${candidate} `));
  if (!name) return [before, ""];
  return [before.slice(0, -(name.length + 1)), name];
}

/**
 * Running text with each firm's mark set small, light and muted in the text face
 * (`.sample-mark`): at full weight, "Panasonic (Platzhalter) · Hapag-Lloyd (Platzhalter)" read
 * as two words each. A firm's name never breaks inside ("Hapag-/Lloyd", "Green / Cocoon",
 * round 21); its mark may start the next line, as name and mark together are wider than a
 * timeline's column at 320 px. The mark stays in the text and the accessible name.
 */
export function SampleMarked({ text }: { text: string }) {
  const parts = text.split(sampleMarkPattern);
  if (parts.length < 2) return text;
  // Each text before a mark is split once: the text before the name, then the name.
  const split = parts.map((part, index) =>
    index % 2 === 0 && index + 1 < parts.length ? splitName(part) : [part, ""],
  );
  return parts.map((part, index) => {
    if (index % 2 === 0) return split[index]![0];
    const name = split[index - 1]![1];
    return (
      <Fragment key={index}>
        {name && (
          <>
            <span className="whitespace-nowrap">{name}</span>{" "}
          </>
        )}
        <span className="sample-mark">{part}</span>
      </Fragment>
    );
  });
}

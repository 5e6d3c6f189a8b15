import { useId, type ReactNode } from "react";
import { Disclosure } from "#app/components/ui/disclosure";

const columnClasses = {
  1: "",
  2: "md:grid-cols-2 md:gap-x-10",
  3: "md:grid-cols-3 md:gap-x-8",
} as const;

/** A summary with a note: title and note in the first column, the chevron beside both. */
const withNote =
  "grid! grid-cols-[minmax(0,1fr)_auto] gap-y-0! py-1.5 [&>h3]:col-start-1 [&>h3]:row-start-1 [&>svg]:col-start-2 [&>svg]:row-span-2 [&>svg]:row-start-1";

/**
 * Items whose titles are enough at a glance, their text one tap away: a ruled list of
 * disclosures, each title a heading.
 */
export function DisclosureList({
  items,
  columns = 1,
  numbered = false,
  exclusive = false,
  headings = true,
}: {
  /**
   * `note`: a line in sight under the title, folded or not (a group's main entries); `body`
   * `null`: nothing more to fold, the row stays a plain row.
   */
  items: readonly { title: string; body: ReactNode; icon?: ReactNode; note?: ReactNode }[];
  /** Columns on wide screens, where the items fill them; otherwise three, two or one that do. */
  columns?: keyof typeof columnClasses;
  /** Steps in order: an ordered list, each title after its number. */
  numbered?: boolean;
  /** One item open at a time (a FAQ): opening one closes the other. */
  exclusive?: boolean;
  /** `false`: the titles are not headings (a FAQ's questions), in the same type. */
  headings?: boolean;
}) {
  const group = useId();
  const List = numbered ? "ol" : "ul";
  // Columns only where the items fill every row: no item left alone on the last line.
  const fitted = ([columns, 3, 2, 1] as const).find((count) => items.length % count === 0)!;
  return (
    <List className={`grid border-t border-border ${columnClasses[fitted]}`}>
      {items.map((item, index) => {
        const summary = (
          <>
            {numbered && (
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface font-display text-base tabular-nums text-primary"
              >
                {index + 1}
              </span>
            )}
            {item.icon}
            {/* Not a heading: the question is the summary's own text, in the same type. */}
            {headings ? <h3 className="text-lg font-semibold">{item.title}</h3> : item.title}
            {/* A summary holds phrasing content and headings only: the note is a span, set
                under the title by the summary's grid (`withNote`). */}
            {item.note && (
              <span className="col-start-1 row-start-2 mt-0.5 block font-normal">{item.note}</span>
            )}
          </>
        );
        return (
          <li key={item.title} className="max-w-none border-b border-border py-1">
            {item.body === null ? (
              <div className="py-1.5">{summary}</div>
            ) : (
              <Disclosure
                name={exclusive ? group : undefined}
                // A FAQ stays an accordion at every width; other lists read open on wide screens.
                openWide={!exclusive}
                summary={summary}
                summaryClassName={`${headings ? "" : "font-display text-lg"} ${item.note ? withNote : ""}`}
              >
                {/* A row with a mark (its number or icon, 44 px) sets its text under the title. */}
                <div className={`text-muted ${numbered || item.icon ? "pl-14" : ""}`}>
                  {item.body}
                </div>
              </Disclosure>
            )}
          </li>
        );
      })}
    </List>
  );
}

/**
 * A card's text and its labelled second line, as the body of a disclosure; without `description`
 * where the text stands in sight as the row's note.
 */
export function TextCardBody({
  description,
  detail,
  label,
}: {
  description?: string;
  detail?: string;
  /** Label before `detail`, where the detail does not name itself ("Ergebnis: …"). */
  label?: string;
}) {
  return (
    <>
      {description && <p className="max-w-[70ch]">{description}</p>}
      {detail && (
        <p className={`max-w-[70ch] text-sm font-medium text-fg ${description ? "mt-2" : ""}`}>
          {label && <span className="text-primary">{label}: </span>}
          {detail}
        </p>
      )}
    </>
  );
}

import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Details a reader may want but need not scroll past: a native `<details>`, so it opens
 * by keyboard and without JavaScript, and the browser's find-in-page opens it too.
 * `summary` may hold the item's heading (a `<summary>` may contain one).
 */
export function Disclosure({
  summary,
  name,
  openWide = false,
  className = "",
  summaryClassName = "",
  children,
}: {
  summary: ReactNode;
  /** Disclosures sharing a name open one at a time (native `<details name>`, no script). */
  name?: string;
  /**
   * From 1024 px the content shows as plain text under its title and the chevron goes: a
   * wide screen has the room, and a row of closed titles leaves it looking empty. Phones keep
   * it folded. CSS only (`::details-content`), so it holds without JavaScript. `"untitled"`:
   * there the summary goes too, where the content titles its own parts (a week's "Ergebnisse"
   * and "Methoden" under "Ablauf, Ergebnisse und Methoden" repeated the label, round 29).
   */
  openWide?: boolean | "untitled";
  className?: string;
  /** The summary's type where it is plain text, not a heading inside it (a FAQ's question). */
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details
      name={name}
      className={`disclosure group/disclosure ${openWide ? "disclosure-wide" : ""} ${openWide === "untitled" ? "disclosure-untitled-wide" : ""} ${className}`}
    >
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center gap-3 font-semibold [&::-webkit-details-marker]:hidden ${typeof summary === "string" ? "disclosure-label" : ""} ${summaryClassName}`}
      >
        {/* A plain label ("Ablauf, Ergebnisse und Methoden") reads as a link to more, in the
            brand colour; a heading (a list's item) keeps the heading's colour. */}
        {typeof summary === "string" ? <span className="text-primary">{summary}</span> : summary}
        <ChevronDown
          aria-hidden="true"
          className="disclosure-chevron ml-auto size-5 shrink-0 text-primary transition-transform group-open/disclosure:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="pb-2 pt-3">{children}</div>
    </details>
  );
}

/**
 * The first `visible` items, the rest behind one disclosure: a list the owner extends makes
 * the page fold, not grow.
 */
export function Folded<T>({
  items,
  visible,
  more,
  render,
}: {
  items: readonly T[];
  visible: number;
  /** The disclosure's label, e.g. "Weitere Zertifizierungen"; the count follows it. */
  more: string;
  render: (items: readonly T[]) => ReactNode;
}) {
  const rest = items.slice(visible);
  return (
    <>
      {render(items.slice(0, visible))}
      {rest.length > 0 && (
        <Disclosure summary={`${more} (${rest.length})`} className="mt-3">
          {render(rest)}
        </Disclosure>
      )}
    </>
  );
}

import { useId, type ReactNode } from "react";
import { Sentences } from "#app/components/ui/sentences";

/** The two-digit index ("01") of a numbered section, shown above its heading. */
export function SectionNumber({ number, className = "" }: { number: number; className?: string }) {
  return (
    <p className={`font-display text-sm font-semibold tabular-nums text-primary ${className}`}>
      {String(number).padStart(2, "0")}
    </p>
  );
}

/**
 * A page section with its heading. `number` shows a two-digit index
 * ("01") for pages whose sections are numbered.
 */
export function Section({
  title,
  intro,
  number,
  id,
  tone = "plain",
  layout = "stacked",
  className = "",
  figure,
  children,
}: {
  title: string;
  intro?: string;
  number?: number;
  id?: string;
  tone?: "plain" | "muted";
  /** `split`: on wide screens the heading stands beside the content (a FAQ), not above it. */
  layout?: "stacked" | "split";
  /** Where it shows, e.g. `lg:hidden` where its content stands beside the hero from `lg`. */
  className?: string;
  /**
   * A picture of the section's content under the intro: from `lg` across the content's width
   * (stacked) or in the heading's column (split). Where it should not show, it hides itself
   * (home's on phones, which have no room left).
   */
  figure?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  const split = layout === "split";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-section
      className={
        [tone === "muted" && "bg-surface", className].filter(Boolean).join(" ") || undefined
      }
    >
      <div
        className={`mx-auto max-w-6xl px-4 py-section sm:px-6 ${split ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-12" : ""}`}
      >
        {/* Split: the heading stays in view beside a long column (the founder's path ran
            1,100 px beside an empty one). */}
        <div className={`max-w-3xl ${split ? "lg:sticky lg:top-24 lg:self-start" : ""}`}>
          {number !== undefined && <SectionNumber number={number} />}
          <h2 id={headingId} className="text-title">
            <Sentences text={title} />
          </h2>
          {/* On phones at the hero lead's size, not above it: the page's lead stays the largest
              text under its title, and a phone's first screen keeps room for the hero's button.
              At most about 65 characters a line at the lead's size on wide screens (52 widths of „0“). */}
          {intro && (
            <p className="mt-4 max-w-[52ch] text-muted max-sm:leading-normal sm:text-lead">
              {intro}
            </p>
          )}
          {split && figure && <div className="mt-8 lg:mt-10">{figure}</div>}
        </div>
        {!split && figure && <div className="lg:mt-12">{figure}</div>}
        {children && <div className={`mt-stack ${split ? "lg:mt-0" : ""}`}>{children}</div>}
      </div>
    </section>
  );
}

import { useId } from "react";
import { RichText } from "#app/components/ui/rich-text";
import type { RichText as RichTextContent } from "#app/content/types";

/**
 * An editorial section: the heading in a narrow left column (it stays in view
 * while the text scrolls on wide screens), the text in a reading measure on
 * the right and, optionally, one line pulled out large beside it. The pulled
 * line repeats text shown elsewhere on the page, so screen readers skip it.
 */
export function EditorialSplit({
  title,
  text,
  pull,
  tone = "plain",
}: {
  title: string;
  text: RichTextContent;
  /** A line from the page worth repeating large, e.g. the first result. */
  pull?: { label: string; text: string };
  tone?: "plain" | "muted";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tone === "muted" ? "bg-surface" : undefined}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-section sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <h2 id={headingId} className="text-title lg:sticky lg:top-24 lg:self-start">
          {title}
        </h2>
        <div className={`grid gap-10 ${pull ? "xl:grid-cols-[3fr_2fr]" : ""}`}>
          {/* One grid cell for all paragraphs, so the pulled line stays beside the first. */}
          <div className="max-w-prose space-y-4 text-lg">
            <RichText text={text} />
          </div>
          {pull && (
            <p
              aria-hidden="true"
              className="self-start border-l-4 border-aurora-2 pl-5 font-display text-2xl font-medium leading-snug"
            >
              <span className="mb-2 block font-sans text-xs font-semibold uppercase tracking-wider text-muted">
                {pull.label}
              </span>
              {pull.text}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

import { useId, type ReactNode } from "react";
import { RichText } from "#app/components/ui/rich-text";
import { Sentences } from "#app/components/ui/sentences";
import type { RichText as RichTextContent } from "#app/content/types";

/**
 * An editorial section: the heading in a narrow left column (it stays in view
 * while the text scrolls on wide screens), the text in a reading measure on
 * the right.
 */
export function EditorialSplit({
  title,
  text,
  tone = "plain",
  children,
}: {
  title: string;
  text: RichTextContent;
  tone?: "plain" | "muted";
  /** Something small under the text, in its column (a row, not a section of its own). */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-section
      className={tone === "muted" ? "bg-surface" : undefined}
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-section sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <h2 id={headingId} className="text-title lg:sticky lg:top-24 lg:self-start">
          <Sentences text={title} />
        </h2>
        <div>
          <div className="max-w-[50ch] space-y-4 sm:text-lg">
            <RichText text={text} />
          </div>
          {children && <div className="mt-8 max-w-xl border-t border-border pt-6">{children}</div>}
        </div>
      </div>
    </section>
  );
}

import { useId } from "react";
import { ButtonLink } from "#app/components/ui/button-link";
import { Sentences } from "#app/components/ui/sentences";
import type { CtaContent } from "#app/content/types";
import { SectionNumber } from "./section";
import { CheckList } from "#app/components/ui/check-list";

/** The closing call to action of a page. */
export function CtaSection({
  content,
  number,
}: {
  content: CtaContent;
  /** Two-digit section index ("08") on pages whose sections are numbered. */
  number?: number;
}) {
  const headingId = useId();
  return (
    // On phones the panel runs from edge to edge: the text and the longest button get the same
    // width as in the hero (no button wraps or overflows at 360 px). Wider, it spans the
    // content column, edge to edge with the sections above. On phones the band meets the
    // footer and the section above (whose own padding gives the air): no white strip between
    // two grey surfaces.
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl sm:px-6 sm:py-section">
      <div className="border-y border-border bg-surface-strong px-4 py-14 sm:rounded-3xl sm:border-x sm:px-12 sm:py-16 sm:text-center">
        {/* Full width: a paragraph's 60ch measure would hold the number left of the centre. */}
        {number !== undefined && <SectionNumber number={number} className="mb-2 max-w-none" />}
        <h2 id={headingId} className="text-title">
          <Sentences text={content.title} />
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-muted sm:text-lg">{content.text}</p>
        {/* On phones the buttons stack at one width: a lone word never wraps onto a line of its own. */}
        <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap sm:justify-center">
          <ButtonLink to={content.primary.to}>{content.primary.label}</ButtonLink>
          {content.secondary && (
            // On the card's dark surface the theme's border alone barely shows (the secondary
            // button is see-through): the input border (3:1) keeps its outline a button's.
            <ButtonLink
              to={content.secondary.to}
              variant="secondary"
              className="dark:border-input-border"
            >
              {content.secondary.label}
            </ButtonLink>
          )}
        </div>
        {content.promises && (
          <CheckList items={content.promises} variant="inline" className="mt-6" />
        )}
      </div>
    </section>
  );
}

import { Phone } from "lucide-react";
import { AuroraBackdrop } from "#app/components/ui/aurora-arcs";
import { site } from "#app/content/site";
import { useId } from "react";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { ButtonLink } from "#app/components/ui/button-link";
import { Sentences } from "#app/components/ui/sentences";
import type { CtaContent } from "#app/content/types";
import { SectionNumber } from "./section";
import { CheckList } from "#app/components/ui/check-list";

/**
 * Whether the promises fit one line under the button at 360 px and in its column at 1440 px
 * (about 36 characters of 14 px text): "Kostenlos · Unverbindlich · 25 Minuten" does; one that
 * names the conversation ("Klarheitsgespräch kostenlos") left "25 Minuten" alone on a second
 * line (round 26), so longer ones stand one under the other.
 */
const promisesFitOneLine = (promises: readonly string[]) => promises.join("").length <= 36;

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
    // The page's last word before the footer, set apart as the one dark band of the site: the
    // theme's dark tokens inside (class `dark`), on deep sea green in both themes. On phones it
    // runs from edge to edge and meets the footer; wider, it spans the content column. Flush
    // left with the text, the button beside it from md on: no centred paragraph, no button
    // that wraps at 360 px. A sea-green edge keeps it apart from the dark theme's page (on
    // phones above and below only: at the screen's sides it read as a card glued to them).
    <section
      aria-labelledby={headingId}
      data-closing
      className="mx-auto max-w-6xl sm:px-6 sm:py-section"
    >
      <div className="dark relative overflow-hidden bg-closing px-4 py-14 text-fg max-sm:border-y max-sm:border-primary/40 sm:rounded-3xl sm:ring-1 sm:ring-primary/40 sm:ring-inset sm:px-12 sm:py-16">
        {/* The brand's arcs, as on the statement band and the portrait's slot. */}
        <AuroraBackdrop className="text-primary" />
        {/* The title across the band (beside the button it was squeezed into three short
            lines); under it the text, and the button beside the text from md on. */}
        <div className="relative grid gap-x-12 gap-y-6 md:grid-cols-[3fr_2fr] md:items-start">
          <div className="max-w-4xl md:col-span-2">
            {number !== undefined && <SectionNumber number={number} className="mb-2" />}
            <h2 id={headingId} className="text-title">
              <Sentences text={content.title} />
            </h2>
          </div>
          <p className="text-muted sm:text-lg">{content.text}</p>
          <div className="md:row-span-2">
            {/* Full width of its column: a lone word never wraps onto a line of its own. */}
            <ButtonLink to={content.primary.to} className="w-full">
              {content.primary.label}
            </ButtonLink>
            {content.promises && (
              <CheckList
                items={content.promises}
                variant={promisesFitOneLine(content.promises) ? "inline" : "list"}
                className="mt-4 text-sm font-medium"
              />
            )}
            {/* From md, under the button, who answers and his number (round 40: 150 px stood
                empty there, "make the closing band a contact block"). Not on phones, where the
                band follows the page's length budget. */}
            <div data-closing-person className="mt-8 border-t border-border pt-5 max-md:hidden">
              <p className="font-display text-lg font-semibold">{site.founder.fullName}</p>
              <p className="text-sm text-muted">{site.founder.role}</p>
              <a
                href={`tel:${site.phone.href}`}
                className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {site.phone.display}
              </a>
            </div>
          </div>
          {/* The second way on is a quiet link, not a second button of the same weight; from md
              under the text, so the band's lower left is not left empty. */}
          {content.secondary && (
            <ArrowLink
              to={content.secondary.to}
              label={content.secondary.label}
              className="-mt-3 min-h-11 justify-self-start md:col-start-1 md:row-start-3 md:-mt-4"
            />
          )}
        </div>
      </div>
    </section>
  );
}

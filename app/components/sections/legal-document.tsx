import { useId, type ReactNode } from "react";
import { RichBlocks } from "#app/components/ui/rich-text";
import type { LegalPage, LegalSection } from "#app/content/files/pages/legal";

/** A section's anchor from its title ("1. Datenschutz auf einen Blick" → "datenschutz-auf-einen-blick"). */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[-\d]+|-+$/g, "");

/** The page's sections as links, for a long text such as the privacy policy (round 21). */
function Contents({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const titleId = useId();
  // Its title is no heading: the page's outline is its sections.
  return (
    <nav aria-labelledby={titleId} className="mt-8 rounded-2xl border border-border p-5 sm:p-6">
      <p id={titleId} className="font-semibold">
        {title}
      </p>
      <ol className="mt-2">
        {sections.map((section) => (
          <li key={section.title}>
            <a
              href={`#${anchorOf(section.title)}`}
              // Even rows of 44 px, a wrapped title hanging under its words, not its number.
              className="block py-2.5 pl-[1.125rem] -indent-[1.125rem] text-primary underline-offset-4 hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SectionBody({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      id={level === 2 ? anchorOf(section.title) : undefined}
      className={`scroll-mt-24 ${level === 2 ? "mt-10" : "mt-6"}`}
    >
      <Heading className={level === 2 ? "text-xl sm:text-2xl" : "text-lg sm:text-xl"}>
        {section.title}
      </Heading>
      <RichBlocks
        blocks={section.blocks}
        // Running text at most about 72 characters a line; from sm one step larger, so the
        // column fills the page's centred width (at 16 px a third of it stayed empty at 1440).
        paragraphClass="mt-3 max-w-[55ch] sm:text-lg"
        listClass="mt-3 max-w-[55ch] list-disc space-y-1 pl-6 sm:text-lg"
      />
      {section.subsections?.map((sub) => (
        <SectionBody key={sub.title} section={sub} level={3} />
      ))}
    </section>
  );
}

/** A legal page (Impressum, Datenschutz, Cookies) rendered from its content file. */
export function LegalDocument({ page, children }: { page: LegalPage; children?: ReactNode }) {
  return (
    // On the site's grid, left-aligned with the header and footer (round 33: a centred column
    // started 190 px right of everything else at 1440); the text column at most 48 rem.
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <article className="max-w-3xl py-14 sm:py-20">
        {/* On a phone a little smaller than other pages' titles: "Datenschutzerklärung" fits 360 px
            on one line; the sections' headings step down with it. */}
        <h1 className="text-display-split max-sm:text-[1.875rem]">{page.title}</h1>
        {page.intro && <p className="mt-4 max-w-[60ch] text-lg text-muted">{page.intro}</p>}
        {page.contents && <Contents title={page.contents} sections={page.sections} />}
        {children}
        {page.sections.map((section) => (
          <SectionBody key={section.title} section={section} level={2} />
        ))}
      </article>
    </div>
  );
}

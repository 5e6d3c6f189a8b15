import type { ReactNode } from "react";
import { RichBlocks } from "#app/components/ui/rich-text";
import type { LegalPage, LegalSection } from "#app/content/files/pages/legal";

function SectionBody({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={level === 2 ? "mt-10" : "mt-6"}>
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
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      {/* On a phone a little smaller than other pages' titles: "Datenschutzerklärung" fits 360 px
          on one line; the sections' headings step down with it. */}
      <h1 className="text-display-split max-sm:text-[1.875rem]">{page.title}</h1>
      {page.intro && <p className="mt-4 max-w-[60ch] text-lg text-muted">{page.intro}</p>}
      {children}
      {page.sections.map((section) => (
        <SectionBody key={section.title} section={section} level={2} />
      ))}
    </article>
  );
}

import { Quote } from "lucide-react";
import { sampleLabels } from "#app/content/sample-notice";

/** Who said what; `role` and `company` are optional. */
export interface TestimonialContent {
  quote: string;
  name: string;
  role?: string;
  company?: string;
  /** An invented quote: it says so under the name. */
  sample?: boolean;
}

/**
 * A quote with who said it: `<figure>` with `<blockquote>` (in the display face, as the
 * figures and headings) and `<figcaption>`. On wide
 * screens the speaker stands beside the quote, so the quote keeps a readable measure
 * and the figure still spans the section.
 */
export function Testimonial({ testimonial }: { testimonial: TestimonialContent }) {
  const { quote, name, role, company, sample } = testimonial;
  const position = [role, company].filter(Boolean).join(", ");
  return (
    <figure className="relative rounded-2xl border border-border bg-surface p-6 sm:p-8 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-center lg:gap-x-10">
      <div>
        <Quote aria-hidden="true" className="size-8 text-primary" />
        <blockquote className="mt-4 font-display text-lg font-semibold leading-snug sm:text-2xl">
          <p>„{quote}“</p>
        </blockquote>
      </div>
      <figcaption className="mt-6 border-t border-border pt-4 lg:mt-0 lg:border-l lg:border-t-0 lg:py-2 lg:pl-8">
        <span className="block font-semibold">{name}</span>
        {position && <span className="block text-sm text-muted">{position}</span>}
        {sample && (
          <span className="mt-2 block text-xs font-semibold uppercase tracking-wide text-muted">
            {sampleLabels.quote}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

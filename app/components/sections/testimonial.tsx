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

/** A quote with who said it: `<figure>` with `<blockquote>` and `<figcaption>`. */
export function Testimonial({ testimonial }: { testimonial: TestimonialContent }) {
  const { quote, name, role, company, sample } = testimonial;
  const position = [role, company].filter(Boolean).join(", ");
  return (
    <figure className="relative max-w-3xl rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-primary" />
      <blockquote className="mt-4 text-lg font-medium sm:text-xl">
        <p>„{quote}“</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-border pt-4">
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

import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/kontakt-danke";
import { ButtonLink } from "#app/components/ui/button-link";
import { enquiryThanks } from "#app/content/contact";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(enquiryThanks.meta, location.pathname, { noindex: true });

/** Where the enquiry server sends a form posted without JavaScript once it is stored. */
export default function KontaktDanke() {
  return (
    // On the site's left edge, as every page's title, not in a centred column of its own.
    <section className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <div className="max-w-3xl">
        <CheckCircle2 aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 text-display">{enquiryThanks.title}</h1>
        <p className="mt-4 text-lg text-muted">{enquiryThanks.text}</p>
        <ButtonLink to={enquiryThanks.back.to} className="mt-8">
          {enquiryThanks.back.label}
        </ButtonLink>
      </div>
    </section>
  );
}

import type { Route } from "./+types/kontakt-fehler";
import { ButtonLink } from "#app/components/ui/button-link";
import { DirectContact } from "#app/components/ui/direct-contact";
import { enquiryFailure } from "#app/content/contact";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(enquiryFailure.meta, location.pathname, { noindex: true });

/**
 * What the enquiry server answers when a form posted without JavaScript
 * fails: it fills `[data-enquiry-echo]` with the reason and the visitor's text.
 */
export default function KontaktFehler() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold">{enquiryFailure.title}</h1>
      <p className="mt-4 text-lg text-muted">{enquiryFailure.text}</p>
      <p className="mt-4 text-lg">
        <DirectContact />
      </p>
      <div data-enquiry-echo="" />
      <ButtonLink to={enquiryFailure.retry.to} className="mt-8">
        {enquiryFailure.retry.label}
      </ButtonLink>
    </section>
  );
}

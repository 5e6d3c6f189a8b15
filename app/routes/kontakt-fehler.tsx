import type { Route } from "./+types/kontakt-fehler";
import { ContactForm } from "#app/components/sections/contact-form";
import { ButtonLink } from "#app/components/ui/button-link";
import { DirectContact } from "#app/components/ui/direct-contact";
import { contactForm, enquiryFailure } from "#app/content/contact";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(enquiryFailure.meta, location.pathname, { noindex: true });

/**
 * What the enquiry server answers when a form posted without JavaScript
 * fails: it puts the reason into `[data-enquiry-echo]` and the visitor's
 * input, each field's message under it, into the form there (a plain form,
 * no island: `fillErrorPage` in app/enquiry/reply.ts).
 */
export default function KontaktFehler() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-3xl">{enquiryFailure.title}</h1>
      <p className="mt-4 text-lg text-muted">{enquiryFailure.text}</p>
      <p className="mt-4 text-lg">
        <DirectContact />
      </p>
      <div data-enquiry-echo="" className="mt-8">
        <ContactForm
          page="/kontakt"
          askPreferredTime={!site.bookingUrl}
          headingLevel={2}
          texts={contactForm}
        />
      </div>
      <ButtonLink to={enquiryFailure.retry.to} className="mt-8">
        {enquiryFailure.retry.label}
      </ButtonLink>
    </section>
  );
}

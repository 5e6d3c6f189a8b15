import pageScripts from "virtual:page-scripts";
import { ContactForm, type ContactFormProps } from "./contact-form";

/**
 * The contact form as an island: rendered into the page at build time (it
 * works as a plain HTML form without JavaScript) and hydrated by its own
 * script, the only framework JavaScript of the page, which the shell module
 * loads when the form is near (app/shell/islands.ts).
 */
export function ContactFormIsland(props: ContactFormProps) {
  return (
    <>
      <div
        data-island="contact-form"
        data-island-src={pageScripts.contactForm.src}
        data-props={JSON.stringify(props)}
      >
        <ContactForm {...props} />
      </div>
    </>
  );
}

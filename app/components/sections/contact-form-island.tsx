import pageScripts from "virtual:page-scripts";
import { contactForm } from "#app/content/contact";
import { ContactForm, type ContactFormProps } from "./contact-form";

/**
 * The contact form as an island: rendered into the page at build time (it
 * works as a plain HTML form without JavaScript) and hydrated by its own
 * script, the only framework JavaScript of the page, which the shell module
 * loads when the form is near (app/shell/islands.ts). Its words come from the
 * content file here, at build time, and travel with the props.
 */
export function ContactFormIsland(pageProps: Omit<ContactFormProps, "texts">) {
  const props: ContactFormProps = { ...pageProps, texts: contactForm };
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

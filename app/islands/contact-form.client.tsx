/**
 * Browser entry of the contact form island: hydrates each prerendered
 * `[data-island="contact-form"]` with the props it was rendered with. This
 * and what it imports is the only React that reaches a browser.
 */
import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "#app/components/sections/contact-form";

document.querySelectorAll<HTMLElement>('[data-island="contact-form"]').forEach((container) => {
  const props = JSON.parse(container.dataset.props ?? "{}") as ContactFormProps;
  hydrateRoot(container, <ContactForm {...props} />);
});

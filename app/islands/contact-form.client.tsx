/**
 * Browser entry of the contact form island: hydrates each prerendered
 * `[data-island="contact-form"]` with the props it was rendered with (loaded
 * by the shell module, app/shell/islands.ts). This and what it imports is the
 * only React that reaches a browser.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "#app/components/sections/contact-form";

document.querySelectorAll<HTMLElement>('[data-island="contact-form"]').forEach((container) => {
  const props = JSON.parse(container.dataset.props ?? "{}") as ContactFormProps;
  // What the visitor typed before the code arrived stays in the fields.
  const form = container.querySelector("form");
  const typed = form ? Object.fromEntries(new FormData(form)) : {};
  // As a transition, React hydrates in slices that yield to the browser: no long task
  // blocks a tap while the form comes alive (TBT on /kontakt).
  startTransition(() => {
    hydrateRoot(container, <ContactForm {...props} typed={typed as Record<string, string>} />);
  });
});

/**
 * Copy of the contact form (on /kontakt and /nort), of its booking card and of
 * the pages after a form sent without JavaScript, from
 * content/settings/contact-form.yaml. The form's island gets its words as
 * props (app/components/sections/contact-form-island.tsx), as no browser
 * bundle reads a content file; the page around the form is
 * content/pages/contact.yaml. Paths stay here: they are
 * the site's structure, not copy.
 */
import { contactNav, footerSiteNav } from "./navigation";
import { readPage } from "./files/collections";
import type { Cta, PageMeta } from "./types";

const { form, booking: bookingFile, thanks, failure } = readPage("contact-form");

/** Booking through the scheduling page named in `site.bookingUrl` (shown only when set). */
export const booking = {
  ...bookingFile,
  /** After the load button: who receives what when the calendar loads. */
  loadNote: (host: string) => bookingFile.loadNote.replace("[Anbieter]", host),
};

/** The page after a form sent without JavaScript (/kontakt/danke). */
export const enquiryThanks: {
  meta: PageMeta;
  title: string;
  text: string;
  back: Cta;
  /**
   * The footer's pages but /kontakt (just used), in the 404's order: ways on while the answer is
   * on its way.
   */
  next: { label: string; links: readonly Cta[] };
} = {
  meta: thanks.meta,
  title: thanks.title,
  text: thanks.text,
  back: { label: thanks.backLabel, to: "/" },
  next: {
    label: thanks.nextLabel,
    links: footerSiteNav.filter((link) => link.to !== contactNav.to),
  },
};

/**
 * The page after a form that could not be sent without JavaScript
 * (/kontakt/fehler). The server fills in the reason and the visitor's text.
 */
export const enquiryFailure: { meta: PageMeta; title: string; text: string; retry: Cta } = {
  meta: failure.meta,
  title: failure.title,
  text: failure.text,
  retry: { label: failure.retryLabel, to: "/kontakt#anfrage" },
};

/** The form's words; the labels of its fields are in app/enquiry/fields.ts. */
export type ContactFormTexts = Omit<typeof form, "privacyNotice"> & {
  /** Shown at the form (DSGVO Art. 13): purpose, legal basis, retention and where to read more. */
  privacyNotice: { text: string; link: Cta };
};

export const contactForm: ContactFormTexts = {
  ...form,
  privacyNotice: {
    text: form.privacyNotice.text,
    link: { label: form.privacyNotice.linkLabel, to: "/datenschutz" },
  },
};

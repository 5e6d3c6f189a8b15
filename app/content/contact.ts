/**
 * Copy of the contact form (on /kontakt and /nort), of its booking card and of
 * the pages after a form sent without JavaScript. The form's island imports it
 * in the browser, so it stays code; the page around the form is
 * content/pages/contact.yaml (./contact-page.ts). Identity strings come from `./site`.
 */
import { site } from "./site";
import type { Cta, PageMeta } from "./types";

/** Booking through the scheduling page named in `site.bookingUrl` (shown only when set). */
export const booking = {
  title: "Lieber gleich einen Termin wählen?",
  text: "Suchen Sie sich im Kalender einen freien Termin für das kostenlose Gespräch aus.",
  linkLabel: "Termin im Kalender wählen",
  loadLabel: "Kalender hier anzeigen",
  /** After the load button: who receives what when the calendar loads. */
  loadNote: (host: string) =>
    `Lädt den Kalender von ${host}; dabei erhält der Anbieter Ihre IP-Adresse.`,
  frameTitle: "Terminkalender",
} as const;

/** The page after a form sent without JavaScript (/kontakt/danke). */
export const enquiryThanks = {
  meta: {
    title: "Anfrage erhalten",
    description:
      "Ihre Anfrage ist gespeichert und an uns weitergeleitet. Wir melden uns werktags innerhalb von 24 Stunden.",
  } satisfies PageMeta,
  title: "Vielen Dank für Ihre Anfrage!",
  text: "Ihre Nachricht ist gespeichert und an uns weitergeleitet. Wir melden uns werktags innerhalb von 24 Stunden mit einem Vorschlag zu Umfang, Zeitplan und Starttermin.",
  back: { label: "Zur Startseite", to: "/" } satisfies Cta,
};

/**
 * The page after a form that could not be sent without JavaScript
 * (/kontakt/fehler). The server fills in the reason and the visitor's text.
 */
export const enquiryFailure = {
  meta: {
    title: "Anfrage nicht gesendet",
    description:
      "Ihre Anfrage konnte nicht gesendet werden. Ihre Eingaben stehen auf dieser Seite; Telefon und E-Mail gehen immer.",
  } satisfies PageMeta,
  title: "Ihre Anfrage wurde nicht gesendet",
  text: "Ihre Eingaben gehen nicht verloren: Sie stehen unten. Kopieren Sie sie gern in eine E-Mail, rufen Sie uns an oder versuchen Sie es noch einmal.",
  retry: { label: "Zurück zum Formular", to: "/kontakt#anfrage" } satisfies Cta,
};

export const contactForm: {
  title: string;
  submit: string;
  submitting: string;
  /** Label of the hidden field that catches spam bots; people never see it. */
  honeypotLabel: string;
  /** Shown after the label of an optional field (labels: ./enquiry-fields; the UI marks required ones). */
  optional: string;
  /** Explains the asterisk above the fields. */
  requiredNote: string;
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureDescription: string;
  /** Before the phone number and e-mail address in the failure message. */
  failureReach: string;
  /** Shown at the form (DSGVO Art. 13): purpose, legal basis, retention and where to read more. */
  privacyNotice: { text: string; link: Cta };
} = {
  title: "Nachricht senden",
  submit: "Nachricht senden",
  submitting: "Wird gesendet...",
  honeypotLabel: "Bitte lassen Sie dieses Feld leer",
  optional: "(optional)",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
  successTitle: "Vielen Dank für Ihre Anfrage! Wir melden uns zeitnah bei Ihnen.",
  successDescription: "Ihre Nachricht wurde erfolgreich übermittelt.",
  failureTitle: "Senden fehlgeschlagen",
  failureDescription:
    "Ihre Nachricht konnte leider nicht übermittelt werden. Ihre Eingaben sind nicht verloren: Bitte versuchen Sie es gleich noch einmal.",
  failureReach: "Oder erreichen Sie uns direkt:",
  privacyNotice: {
    text: `Wir speichern Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO), leiten sie per E-Mail an ${site.founder.fullName} weiter und löschen sie nach ${site.legal.enquiryRetentionMonths} Monaten automatisch.`,
    link: { label: "Mehr in der Datenschutzerklärung", to: "/datenschutz" },
  },
};

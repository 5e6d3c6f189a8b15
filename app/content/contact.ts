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

const limits = { name: 100, email: 254, company: 150, message: 5000 } as const;

export const contactForm: {
  title: string;
  submit: string;
  submitting: string;
  /** Label of the hidden field that catches spam bots; people never see it. */
  honeypotLabel: string;
  /** Without asterisk: the UI marks required fields. */
  labels: { name: string; email: string; company: string; message: string };
  /** Shown after the label of the one optional field. */
  optional: string;
  /** Explains the asterisk above the fields. */
  requiredNote: string;
  errors: { name: string; email: string; message: string };
  /** Upper limits; the fields stop accepting input there, these messages are a fallback. */
  maxLength: { name: number; email: number; company: number; message: number };
  tooLong: { name: string; email: string; company: string; message: string };
  /** Choice shown when the site config names no scheduling link; value "" = no preference. */
  preferredTimeLabel: string;
  preferredTimes: readonly { value: string; label: string }[];
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
  labels: {
    name: "Name",
    email: "E-Mail",
    company: "Unternehmen",
    message: "Nachricht",
  },
  optional: "(optional)",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
  errors: {
    name: "Name muss mindestens 2 Zeichen haben",
    email: "Gültige E-Mail-Adresse erforderlich",
    message: "Nachricht muss mindestens 10 Zeichen haben",
  },
  maxLength: limits,
  tooLong: {
    name: `Name darf höchstens ${limits.name} Zeichen haben`,
    email: `E-Mail-Adresse darf höchstens ${limits.email} Zeichen haben`,
    company: `Unternehmen darf höchstens ${limits.company} Zeichen haben`,
    message: `Nachricht darf höchstens ${limits.message} Zeichen haben`,
  },
  preferredTimeLabel: "Wann passt Ihnen ein Rückruf am besten?",
  preferredTimes: [
    { value: "", label: "Egal, Hauptsache bald" },
    { value: "vormittags", label: "Werktags vormittags (9–12 Uhr)" },
    { value: "mittags", label: "Werktags mittags (12–14 Uhr)" },
    { value: "nachmittags", label: "Werktags nachmittags (14–18 Uhr)" },
  ],
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

/**
 * Copy of the contact page (/kontakt) and of the contact form (shown on the
 * profile page /nort). Identity strings come from `./site`.
 */
import { offerInText } from "./offers";
import { voiceEmbed } from "./embeds";
import { companyName, site } from "./site";
import type { Cta, PageMeta } from "./types";

const city = site.address.city;

export const contactMeta: PageMeta = {
  title: "Kontakt – kostenloses Klarheitsgespräch vereinbaren",
  description: `Kontakt zu ${companyName} in ${city}: Telefon, E-Mail und Klarheitsgespräch. Antwort mit Umfang, Zeitplan und Starttermin werktags innerhalb von 24 Stunden.`,
};

export const contactHero: { title: string; lead: string } = {
  // The spec's headline; the text under it says "Sie" on purpose, like all body copy:
  // the headline is the invitation, the rest speaks to a business client.
  title: "Lass uns sprechen",
  lead: `Erzählen Sie uns, woran Sie gerade arbeiten. Im ${offerInText("klarheitsgespraech")} klären wir, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Für einzelne Leistungen gibt es eigene Gespräche, unten aufgeführt.`,
};

export const contactCard: {
  title: string;
  phoneLabel: string;
  emailLabel: string;
  locationLabel: string;
  location: string;
  modes: string;
} = {
  title: "So erreichen Sie uns",
  phoneLabel: "Telefon",
  emailLabel: "E-Mail",
  locationLabel: "Standort",
  location: city,
  modes: `Beratung remote oder vor Ort: in ${city}, in ganz Norddeutschland und nach Absprache im gesamten deutschsprachigen Raum.`,
};

export const responsePromise: { title: string; text: string } = {
  title: "Antwort werktags innerhalb von 24 Stunden",
  text: "Sie erhalten werktags innerhalb von 24 Stunden eine Rückmeldung mit einem konkreten Vorschlag zu Umfang, Zeitplan und Starttermin.",
};

/**
 * The card about the AI assistants: the voice assistant's launcher is in the footer of every
 * page (loaded, the assistant floats at the bottom right of the window); the avatar's is in
 * this card. `link` jumps to the footer launcher.
 */
export const assistantCard: { title: string; text: string; link: Cta } = {
  title: "KI-Assistenten",
  text: "Lieber gleich eine Frage stellen? Ganz unten auf jeder Seite, in der Fußzeile, starten Sie unseren KI-Sprachassistenten; geladen erscheint er unten rechts im Fenster. Hier darunter können Sie mit einem KI-Avatar sprechen. Beide sind KI-Systeme, keine Menschen, und laden erst, wenn Sie es erlauben.",
  link: { label: "Zum KI-Sprachassistenten in der Fußzeile", to: `#${voiceEmbed.anchor}` },
};

export const contactLinks: { form: Cta; home: Cta; services: Cta } = {
  /** The hero's main button: to the form on the same page. */
  form: { label: "Nachricht schreiben", to: "#anfrage" },
  home: { label: "Zur Startseite", to: "/" },
  services: { label: "Leistungen ansehen", to: "/leistungen" },
};

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

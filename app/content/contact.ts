/**
 * Copy of the contact page (/kontakt) and of the contact form (shown on the
 * profile page /nort). Identity strings come from `./site`.
 */
import { companyName, site } from "./site";
import type { Cta, PageMeta } from "./types";

const city = site.address.city;

export const contactMeta: PageMeta = {
  title: "Kontakt – kostenloses Klarheitsgespräch vereinbaren",
  description: `Kontakt zu ${companyName} in ${city}: Telefon, E-Mail und Klarheitsgespräch. Antwort mit Umfang, Zeitplan und Starttermin innerhalb von 24 Stunden.`,
};

export const contactHero: { title: string; lead: string } = {
  title: "Lass uns sprechen",
  lead: "Erzählen Sie uns, woran Sie gerade arbeiten. Im ersten Gespräch klären wir in 30 Minuten, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Kostenlos und unverbindlich.",
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
  title: "Antwort innerhalb von 24 Stunden",
  text: "Sie erhalten innerhalb von 24 Stunden eine Rückmeldung mit einem konkreten Vorschlag zu Umfang, Zeitplan und Starttermin.",
};

export const assistantNote: string =
  "Lieber gleich eine Frage stellen? Unten rechts auf dieser Seite steht Ihnen ein digitaler Assistent zur Verfügung. Er wird erst geladen, wenn Sie es erlauben.";

/** Heading of the card that points to the assistant (text: `assistantNote`). */
export const assistantTitle = "Digitaler Assistent";

export const contactLinks: { home: Cta; services: Cta } = {
  home: { label: "Zur Startseite", to: "/" },
  services: { label: "Leistungen ansehen", to: "/leistungen" },
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
  /** Shown instead of a working button when JavaScript is off. */
  noScript: string;
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
  noScript: `Das Formular benötigt JavaScript. Schreiben Sie uns gern direkt an ${site.email} oder rufen Sie an: ${site.phone.display}.`,
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
    { value: "vormittags", label: "Vormittags (9–12 Uhr)" },
    { value: "mittags", label: "Mittags (12–14 Uhr)" },
    { value: "nachmittags", label: "Nachmittags (14–18 Uhr)" },
  ],
  successTitle: "Vielen Dank für Ihre Anfrage! Wir melden uns zeitnah bei Ihnen.",
  successDescription: "Ihre Nachricht wurde erfolgreich übermittelt.",
  failureTitle: "Senden fehlgeschlagen",
  failureDescription: `Ihre Nachricht konnte leider nicht übermittelt werden. Ihre Eingaben sind nicht verloren. Bitte versuchen Sie es erneut oder schreiben Sie direkt an ${site.email}.`,
};

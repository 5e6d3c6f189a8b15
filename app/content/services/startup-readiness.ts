import { fact } from "../sources";
import { offerCta, offerInText, offerLength } from "../offers";
import type { ServicePage } from "./service-page";

export const startupReadiness: ServicePage = {
  slug: "startup-readiness",
  name: "Start-up Readiness Suite",
  meta: {
    title: "Start-up Readiness Suite: bereit für Investoren",
    description:
      "Für Gründungsteams: Markttest mit mindestens 15 Interviews, Pitch-Deck mit 12–15 Folien und ein belastbarer Finanzplan. Start innerhalb einer Woche.",
  },
  hero: {
    eyebrow: "Für Gründerinnen und Gründer",
    title: "Bereit für Kunden und Investoren",
    lead: "Investoren fragen nach Markt, Kundinnen und Kunden und Zahlen, erst dann nach der Idee. Wir prüfen Ihr Geschäftsmodell in mindestens 15 Interviews am Markt, schärfen Ihre Geschichte und machen Sie fit für die nächste Finanzierungsrunde.",
    primary: offerCta("startupCheck"),
    secondary: { label: "Start-up-Cases", to: "/cases" },
  },
  challenge: {
    title: "Die Zeit läuft ab dem ersten Euro",
    intro:
      "Junge Unternehmen haben wenig Zeit und wenig Geld. Umso wichtiger ist es, früh die richtigen Fragen zu stellen. Aus unserer Arbeit mit Gründungsteams:",
    stats: [
      {
        sample: true,
        value: "100+",
        label:
          "Gründerinnen und Gründer haben wir in Mandaten, Workshops und Sprechstunden beraten",
      },
      {
        sample: true,
        value: "78 %",
        label:
          "der Pitch-Decks, die uns Gründungsteams zur Prüfung geschickt haben, erklärten das Produkt, aber nicht Markt und Geschäftsmodell",
      },
      {
        value: "12–15",
        label:
          "Folien umfasst das Pitch-Deck, das wir mit Ihnen erarbeiten, gestützt auf mindestens 15 Kundeninterviews",
        source: fact,
      },
    ],
  },
  approach: {
    title: "Die Bausteine der Suite",
    intro:
      "Jeder Baustein ist einzeln buchbar. Zusammen ergeben sie ein vollständiges Paket für Kunden und Investoren.",
    kind: "assets",
    items: [
      {
        title: "Markttest",
        description:
          "Mindestens 15 Interviews mit Ihrer Zielgruppe zeigen, ob Problem, Lösung und Zahlungsbereitschaft zusammenpassen.",
      },
      {
        title: "Pitch-Deck",
        description:
          "12–15 Folien, die Problem, Markt, Geschäftsmodell und Team schlüssig erzählen. Geprüft aus Sicht von Investoren.",
      },
      {
        title: "Finanzplan und Kennzahlen",
        description:
          "Ein nachvollziehbarer Plan mit Annahmen, Liquidität und den Kennzahlen, nach denen Investoren fragen.",
      },
      {
        title: "Vorbereitung auf Gespräche",
        description:
          "Wir üben Ihren Pitch und bereiten Sie auf kritische Fragen vor, damit Sie im Termin überzeugen.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Mindestens 15 ausgewertete Interviews",
      "Geprüftes Geschäftsmodell",
      "Pitch-Deck mit 12–15 Folien",
      "Finanzplan mit dokumentierten Annahmen",
      "Übersicht der wichtigsten Kennzahlen",
      "Typische Fragen von Investoren mit Antworten",
      "Plan für die nächsten 90 Tage",
    ],
  },
  closing: {
    title: "Wie bereit ist Ihr Start-up?",
    text: `Im ${offerInText("startupCheck")} prüfen wir, wo Sie stehen und was als Nächstes zählt. Auf Wunsch starten wir innerhalb einer Woche.`,
    primary: offerCta("startupCheck"),
    secondary: { label: "Start-up-Cases", to: "/cases" },
    promises: ["Kostenlos", offerLength("startupCheck"), "Start in 1 Woche"],
  },
};

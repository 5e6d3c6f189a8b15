/**
 * The shape of content/settings/sample-notice.yaml: what marks invented
 * content while the site is in sample mode (app/lib/sample-mode.ts).
 */
import { z } from "zod";

const text = z.string().trim().min(1);

export const sampleNoticeSchema = z
  .strictObject({
    notice: z
      .strictObject({
        label: text.meta({ title: "Name für Screenreader" }),
        short: text.meta({ title: "Kurz (Telefon)", description: "Eine kurze Zeile." }),
        long: text.meta({ title: "Lang (größere Bildschirme)" }),
      })
      .meta({
        title: "Hinweis über dem Seitenkopf",
        description: "Steht auf jeder Seite, solange die Website Beispielinhalte zeigt.",
      }),
    labels: z
      .strictObject({
        quote: text.meta({ title: "Unter einem erfundenen Zitat" }),
        case: text.meta({ title: "Auf einem Beispiel-Case", description: "Karte und Seite." }),
        portrait: text.meta({
          title: "Im Platz des Porträtfotos",
          description: "Bis unter „Website und Rechtliches“ ein Porträtfoto hochgeladen ist.",
        }),
      })
      .meta({ title: "Kennzeichen einzelner Beispielinhalte" }),
  })
  .meta({
    description:
      "Kennzeichen erfundener Inhalte: der Hinweis über dem Seitenkopf und die Marken an Beispielzitat, Beispiel-Case und Porträt. Sie verschwinden, sobald die Startprüfung (npm run launch-check) nichts mehr findet.",
  });

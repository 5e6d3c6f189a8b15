/**
 * The shape of content/settings/cookie-banner.yaml, the consent banner's texts
 * (app/content/cookie-banner.ts fills in its placeholders). The spec's button
 * labels „Alle akzeptieren“ and „Nur essenzielle“ stay in code.
 */
import { z } from "zod";

const text = z.string().trim().min(1);

/** The placeholders the banner's text must contain: without them the consent is not informed. */
const cookieBannerPlaceholders = ["{dienste}", "{widerruf}"] as const;

/** The first layer's line: two short lines at 360 px, so the banner covers no page's first button. */
const cookieBannerShortMax = 100;

export const cookieBannerSchema = z.strictObject({
  title: text.meta({ title: "Überschrift" }),
  short: text
    .max(cookieBannerShortMax, {
      error: `Höchstens ${cookieBannerShortMax} Zeichen, damit das Banner auf dem Telefon keinen Knopf verdeckt; Anbieter und Einzelheiten stehen im Text darunter`,
    })
    .meta({
      title: "Kurzfassung",
      description:
        "Was das Banner zuerst zeigt, in höchstens zwei kurzen Zeilen: was „Alle akzeptieren“ lädt und dass man widerrufen kann. Ein Tipp darauf zeigt den Text mit jedem Anbieter.",
    }),
  detailsLabel: text.meta({
    title: "Link zu den Einzelheiten",
    description:
      "Am Ende der Kurzfassung; öffnet den Text mit Anbietern, Übermittlungen und Widerruf.",
  }),
  text: text
    .refine(
      (value) => cookieBannerPlaceholders.every((placeholder) => value.includes(placeholder)),
      {
        error: `Der Text muss ${cookieBannerPlaceholders.join(" und ")} enthalten`,
      },
    )
    .refine(
      (value) =>
        [...value.matchAll(/\{[^}]*\}/g)].every(([placeholder]) =>
          (cookieBannerPlaceholders as readonly string[]).includes(placeholder),
        ),
      { error: `Nur die Platzhalter ${cookieBannerPlaceholders.join(" und ")}` },
    )
    .meta({
      title: "Text",
      placeholders: "own",
      description:
        "Ein Tipp auf die Kurzfassung zeigt ihn, vor jeder Wahl: er nennt jeden Anbieter, die Grundlage jeder Übermittlung und den Weg zum Widerruf, damit die Einwilligung informiert ist (TDDDG § 25, DSGVO Art. 7 Abs. 3, Art. 13). Nur diese Platzhalter: {dienste} = die Dienste, die erst nach Einwilligung laden, mit ihren Anbietern und den Übermittlungen in Drittländer (aus den Website-Einstellungen); {widerruf} = die Beschriftung des Knopfs am Seitenende.",
    }),
  privacyLabel: text.meta({ title: "Link zur Datenschutzerklärung" }),
  policyLabel: text.meta({ title: "Link zur Cookie-Richtlinie" }),
  settingsLabel: text.meta({
    title: "Knopf am Seitenende",
    description:
      "Vergisst die gespeicherte Wahl und fragt erneut; das Banner und die Rechtstexte nennen ihn als Weg zum Widerruf.",
  }),
});

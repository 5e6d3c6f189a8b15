/**
 * The shape of content/settings/cookie-banner.yaml, the consent banner's texts
 * (app/content/cookie-banner.ts fills in its placeholders). The spec's button
 * labels „Alle akzeptieren“ and „Nur essenzielle“ stay in code.
 */
import { z } from "zod";

const text = z.string().trim().min(1);

/** The placeholders the banner's text must contain: without them the consent is not informed. */
export const cookieBannerPlaceholders = ["{dienste}", "{widerruf}"] as const;

export const cookieBannerSchema = z.strictObject({
  title: text.meta({ title: "Überschrift" }),
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
        "Kurz (ein Telefon mit 360 px Breite muss den Hauptknopf der Seite sehen), doch die erste Ebene nennt jeden Anbieter, die Grundlage jeder Übermittlung und den Weg zum Widerruf, damit die Einwilligung informiert ist (TDDDG § 25, DSGVO Art. 7 Abs. 3, Art. 13). Nur diese Platzhalter: {dienste} = die Dienste, die erst nach Einwilligung laden, mit ihren Anbietern und den Übermittlungen in Drittländer (aus den Website-Einstellungen); {widerruf} = die Beschriftung des Knopfs am Seitenende.",
    }),
  privacyLabel: text.meta({ title: "Link zur Datenschutzerklärung" }),
  policyLabel: text.meta({ title: "Link zur Cookie-Richtlinie" }),
  settingsLabel: text.meta({
    title: "Knopf am Seitenende",
    description:
      "Vergisst die gespeicherte Wahl und fragt erneut; das Banner und die Rechtstexte nennen ihn als Weg zum Widerruf.",
  }),
});

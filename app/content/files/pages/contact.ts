/**
 * The contact page /kontakt around the form: content/pages/contact.yaml. The
 * form's own texts are content/settings/contact-form.yaml (../settings.ts).
 */
import { z } from "zod";
import { site } from "../../site";
import { avatarEmbed, voiceEmbed } from "../../embeds";
import type { Report } from "../load";
import { linkOf, linkSchema, metaSchema, text } from "../page-parts";
import { placeholderHelp } from "../schema";

const titled = z.strictObject({
  title: text.meta({ title: "Titel" }),
  text: text.meta({ title: "Text" }),
});

export const contactSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        lead: text.meta({ title: "Einleitung" }),
      })
      .meta({ title: "Kopfbereich" }),
    card: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        phoneLabel: text.meta({ title: "Beschriftung Telefon" }),
        emailLabel: text.meta({ title: "Beschriftung E-Mail" }),
        locationLabel: text.meta({ title: "Beschriftung Standort" }),
        modes: text.meta({
          title: "Beratungsorte",
          description: "Wo beraten wird: remote, vor Ort, Region.",
        }),
      })
      .meta({
        title: "Kontaktkarte",
        description: "Karte mit Telefon, E-Mail und Standort (aus der Site-Konfiguration).",
      }),
    response: titled.meta({ title: "Antwortzusage", description: "Karte mit der Antwortzusage." }),
    assistants: titled.meta({
      title: "KI-Assistenten",
      description:
        "Abschnitt mit den KI-Assistenten und ihren Knöpfen zum Laden; erscheint nur, wenn Sprachassistent oder Avatar eingeschaltet ist. Eine Zeile, die mit {falls:ki-beide}, {falls:nur-sprachassistent} oder {falls:nur-avatar} beginnt, erscheint nur dann.",
    }),
    links: z.array(linkSchema).meta({
      title: "Links",
      description: "Links zu anderen Seiten unter der Karte zum Gespräch.",
    }),
  })
  .meta({ description: placeholderHelp });

export type ContactFile = z.infer<typeof contactSchema>;

/** The page from its file; the targets on the page itself are fixed here. */
export function contactFromFile(file: ContactFile, report: Report) {
  const { hero, assistants } = file;
  return {
    meta: file.meta,
    hero: { title: hero.title, lead: hero.lead },
    card: { ...file.card, location: site.address.city },
    response: file.response,
    // Only with an assistant that is on.
    assistants: (voiceEmbed || avatarEmbed) && { title: assistants.title, text: assistants.text },
    links: file.links.map((link, index) => linkOf(link, `links[${index}]`, report)),
  };
}

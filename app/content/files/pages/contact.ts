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

const titled = z.strictObject({ title: text, text: text });

export const contactSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({
      title: text,
      lead: text,
      formLabel: text.describe("Knopf im Kopfbereich, der zum Formular springt."),
    }),
    card: z
      .strictObject({
        title: text,
        phoneLabel: text,
        emailLabel: text,
        locationLabel: text,
        modes: text.describe("Wo beraten wird: remote, vor Ort, Region."),
      })
      .describe("Karte mit Telefon, E-Mail und Standort (aus der Site-Konfiguration)."),
    response: titled.describe("Karte mit der Antwortzusage."),
    assistants: titled
      .extend({ linkLabel: text.describe("Link zum Sprachassistenten in der Fußzeile.") })
      .describe(
        "Karte zu den KI-Assistenten; erscheint nur, wenn Sprachassistent oder Avatar eingeschaltet ist. Eine Zeile, die mit {falls:ki-beide}, {falls:nur-sprachassistent} oder {falls:nur-avatar} beginnt, erscheint nur dann.",
      ),
    links: z.array(linkSchema).describe("Knöpfe unter der Liste der Gespräche."),
  })
  .describe(placeholderHelp);

export type ContactFile = z.infer<typeof contactSchema>;

/** The page from its file; the targets on the page itself are fixed here. */
export function contactFromFile(file: ContactFile, report: Report) {
  const { hero, assistants } = file;
  return {
    meta: file.meta,
    hero: { title: hero.title, lead: hero.lead, form: { label: hero.formLabel, to: "#anfrage" } },
    card: { ...file.card, location: site.address.city },
    response: file.response,
    // Only with an assistant that is on; the link only with the voice agent in the footer.
    assistants: (voiceEmbed || avatarEmbed) && {
      title: assistants.title,
      text: assistants.text,
      ...(voiceEmbed && { link: { label: assistants.linkLabel, to: `#${voiceEmbed.anchor}` } }),
    },
    links: file.links.map((link, index) => linkOf(link, `links[${index}]`, report)),
  };
}

export type ContactPage = ReturnType<typeof contactFromFile>;

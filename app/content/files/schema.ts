/**
 * The shape of the content files (content/cases/*.yaml, content/services/*.yaml;
 * the page files' schemas, built from these parts, are in ./pages/),
 * checked when the build reads them (./load.ts). The editor's forms
 * (keystatic.config.ts) have the same fields; a test keeps the two in step.
 * Optional fields accept what the editor writes for "left empty" ("" or false).
 */
import { z } from "zod";
import { offers, topics, type OfferKey } from "../offers";
import { citations } from "../sources";
import { sectors, type SectorKey } from "../sectors";
import {
  countedMarkKeys,
  countedMarks,
  sketchKinds,
  sketchLabelLimits,
  sketchNames,
} from "../cases/sketch";
import { imageFile } from "./image-file";
import { richText } from "./rich-text";
import { text } from "./text-schemas";

/** Help shown with every text field that may hold placeholders (resolved by ./placeholders.ts). */
export const placeholderHelp =
  "Platzhalter: {marke}, {vorname}, {name} (Gründer), {gespräch:KEY} (Name, Dauer, kostenlos), {dauer:KEY}, {gesprächsname:KEY} mit KEY aus den Gesprächen, {station:KEY} (Zeitraum einer Station), {kunde:KEY} (eine Firma aus „Kunden und Stationen“, ohne Freigabe markiert), {zusage:antwort}, {zusage:antwort-kurz}, {zusage:start} (aus „Zusagen“), {mandat:KEY} („seit Jahr“), {stadt}, {rolle} (des Gründers), {firma}, {gründerseite} (Pfad der Seite über den Gründer), {gesprächsknopf:KEY} (Beschriftung seines Knopfs), {studium} (Zeitraum), {gründung}, {mandat} (das erste Mandat, „seit Jahr“), {speicherdauer} (Monate, die Anfragen gespeichert bleiben).";

// The keys come from content/settings/*.yaml: a file naming another key fails the build.
const offerKeys = Object.keys(offers) as [OfferKey, ...OfferKey[]];
const topicKeys = topics.map((topic) => topic.key) as [string, ...string[]];
const citationKeys = Object.keys(citations) as [string, ...string[]];
const sectorKeys = Object.keys(sectors) as [SectorKey, ...SectorKey[]];

/** A sector named by its key (content/settings/sectors.yaml); the editor shows its name. */
export const sectorRef = z.enum(sectorKeys).meta({ options: sectors });

/** What the editor's selects show for these keys (scripts/edit/fields.ts): names, never keys. */
const citationTitles = Object.fromEntries(
  Object.entries(citations).map(([key, { authors, year, title }]) => [
    key,
    `${authors} (${year}): ${title}`,
  ]),
);
const offerNames = {
  "": "(keines)",
  ...Object.fromEntries(Object.entries(offers).map(([key, { name }]) => [key, name])),
};

export const optionalText = z.string().optional();
export const flag = z.boolean().optional();

/** A figure with what it means and its evidence (content/settings/sources.yaml). */
const claimFields = z.strictObject({
  value: text.meta({ title: "Zahl", description: "Die Zahl, z. B. „68 %“." }),
  label: text.meta({
    title: "Bedeutung",
    description: "Was die Zahl bedeutet, als Satzteil nach der Zahl.",
  }),
  source: z
    .enum(["", "fact", "own", ...citationKeys])
    .optional()
    .meta({
      title: "Beleg",
      description:
        "Fester Bestandteil des Angebots, eigene Auswertung (dann Grundlage und Jahr) oder eine Studie aus den Quellen (Einstellungen: Quellen). Ohne Beleg meldet die Startprüfung die Zahl.",
      options: {
        "": "Ohne Beleg",
        fact: "Fester Bestandteil des Angebots",
        own: "Eigene Auswertung",
        ...citationTitles,
      },
    }),
  basis: optionalText.meta({
    title: "Grundlage der eigenen Auswertung",
    description: "Nur bei eigener Auswertung: Grundlage, z. B. „Projektliste“.",
  }),
  year: z.number().int().nullable().optional().meta({
    title: "Jahr der eigenen Auswertung",
    description: "Nur bei eigener Auswertung: Jahr.",
  }),
  sample: flag.meta({
    title: "Beispielinhalt",
    description: "Beispielwert: erfunden, bis Sie ihn prüfen (die Seite zeigt „Beispielwert“).",
  }),
});

/** An own evaluation names its basis and year. */
const ownNeedsBasis = [
  (claim: { source?: string; basis?: string; year?: number | null }) =>
    claim.source !== "own" || Boolean(claim.basis && claim.year),
  { error: "Eigene Auswertung braucht Grundlage (basis) und Jahr (year)" },
] as const;

export const claimSchema = claimFields.refine(...ownNeedsBasis);

/** A button to /kontakt: one of the conversations (content/settings/offers.yaml) or a label of its own. */
export const actionSchema = z
  .strictObject({
    offer: z
      .enum(["", ...offerKeys])
      .optional()
      .meta({
        title: "Gespräch",
        description: "Gespräch, das der Knopf anbietet; seine Beschriftung folgt daraus.",
        options: offerNames,
      }),
    style: z
      .enum(["plain", "free", "length"])
      .optional()
      .meta({
        title: "Schreibweise",
        description:
          "Wie der Knopf das Gespräch nennt. Ohne Angabe wie auf allen Seiten: mit „Kostenlos“.",
        options: {
          free: "Mit „Kostenlos“ („Kostenloses Klarheitsgespräch anfragen“)",
          plain: "Schlicht („Klarheitsgespräch anfragen“)",
          length: "Mit Dauer („25-Minuten-Klarheitsgespräch anfragen“)",
        },
      }),
    label: optionalText.meta({
      title: "Eigene Beschriftung",
      description: "Eigene Beschriftung, nur ohne Gespräch.",
    }),
    topic: z
      .enum(["", ...topicKeys])
      .optional()
      .meta({
        title: "Thema im Formular",
        description:
          "Thema, das der Knopf im Formular vorwählt (Themen: „Einstellungen: Kostenlose Gespräche“).",
        options: Object.fromEntries(topics.map((topic) => [topic.key, topic.label])),
      }),
  })
  .refine((action) => Boolean(action.offer) !== Boolean(action.label), {
    error: "Entweder ein Gespräch (offer) oder eine eigene Beschriftung (label) angeben",
  });

/** The three promises under a closing button: a conversation's or three of its own. */
export const promisesSchema = z
  .strictObject({
    offer: z
      .enum(["", ...offerKeys])
      .optional()
      .meta({
        title: "Gespräch",
        description: "Die Zusagen eines Gesprächs: „Kostenlos“, „Unverbindlich“, seine Dauer.",
        options: offerNames,
      }),
    items: z
      .array(text)
      .optional()
      .meta({ title: "Einträge", description: "Oder drei eigene Zusagen." }),
  })
  .refine((promises) => (promises.offer ? !promises.items?.length : promises.items?.length === 3), {
    error: "Entweder ein Gespräch (offer) oder genau drei Zusagen (items) angeben",
  });

/** A study of content/settings/sources.yaml, by its key. */
export const citationSchema = z.enum(citationKeys).meta({
  description: "Eine Studie aus den Quellen (Einstellungen: Quellen).",
  options: citationTitles,
});

export { imageFile };

/** An image's file and alternative text; both empty = no image. */
const imageFields = {
  src: imageFile.optional().meta({
    title: "Bilddatei",
    description:
      "JPEG oder PNG vom Handy oder der Kamera, bis 20 MB, beliebig ausgerichtet; die Website macht daraus die nötigen Größen und entfernt Standortdaten.",
  }),
  alt: optionalText.meta({
    title: "Alternativtext",
    description:
      "Was auf dem Bild zu sehen ist, in einem Satz, für Menschen, die es nicht sehen können.",
  }),
};
const altRequired = {
  error: "Ein Bild braucht einen Alternativtext (alt): was darauf zu sehen ist",
  path: ["alt"],
};
const hasAlt = (image: { src?: string; alt?: string }) => !image.src || Boolean(image.alt?.trim());

/** A photo with its alternative text (case photo, gallery picture, portrait). */
const imageSchema = z.strictObject(imageFields).refine(hasAlt, altRequired);

/** A client's logo; a release needs the client's permission (the launch check lists logos without). */
const logoSchema = z
  .strictObject({
    ...imageFields,
    logoPermission: flag.meta({
      title: "Logo vom Kunden freigegeben",
      description:
        "Nur bei Cases ohne genannten Kunden: Der Kunde hat schriftlich erlaubt, sein Logo hier zu zeigen. Nennt der Case einen Kunden, steht die Erlaubnis bei ihm unter „Kunden und Stationen“.",
    }),
  })
  .refine(hasAlt, altRequired);

export const cardSchema = z.strictObject({
  title: text.meta({ title: "Titel" }),
  description: text.meta({ title: "Beschreibung" }),
  detail: optionalText.meta({ title: "Zusatz" }),
});

export const caseSchema = z
  .strictObject({
    order: z.number().int().meta({
      title: "Reihenfolge",
      description: "Position in der Liste: kleinere Zahlen zuerst.",
    }),
    sample: flag.meta({
      title: "Beispielinhalt",
      description: "Beispiel-Case: bis zum Start ersetzen.",
    }),
    title: text.meta({ title: "Titel", description: "Titel des Case." }),
    subtitle: text.meta({ title: "Untertitel", description: "Ein Satz unter dem Titel." }),
    heroImage: imageSchema.optional().meta({
      title: "Foto",
      description: "Foto zum Case, oben neben dem Titel; leer = das erzeugte Motiv der Branche.",
    }),
    gallery: z.array(imageSchema).optional().meta({
      title: "Weitere Fotos",
      description: "Weitere Fotos aus dem Projekt, z. B. aus Workshops; unten auf der Seite.",
    }),
    clientLogo: logoSchema.optional().meta({
      title: "Kundenlogo",
      description:
        "Logo des Kunden, unter den Eckdaten; vor dem Start braucht es seine schriftliche Erlaubnis.",
    }),
    sector: sectorRef.meta({
      title: "Branchenfeld",
      description: "Die Branchenfelder stehen in den Einstellungen „Branchenfelder“.",
    }),
    services: z.array(text.meta({ title: "Leistung", collection: "services" })).meta({
      title: "Leistungen",
      description: "Beteiligte Leistungen.",
    }),
    timeline: text.meta({
      title: "Typ",
      description: "Angezeigt als „Typ“, z. B. „Mandat · 6 Monate“.",
    }),
    station: z
      .strictObject({
        role: optionalText.meta({ title: "Rolle" }),
        employer: optionalText.meta({ title: "Arbeitgeber" }),
        period: optionalText.meta({ title: "Zeitraum" }),
        activities: z.array(text).optional().meta({ title: "Tätigkeiten" }),
      })
      .optional()
      .meta({
        title: "Station vor der Gründung",
        description:
          "Nur für Stationen vor der Gründung: Rolle, Arbeitgeber, Zeitraum und die damaligen Tätigkeiten (statt Leistungen). Bei Mandaten leer lassen.",
      }),
    context: richText("Ausgangslage, 2–4 Sätze.").meta({ title: "Ausgangslage" }),
    approach: richText("Vorgehen, 2–4 Sätze.").meta({ title: "Vorgehen" }),
    outcomes: z.array(text).min(1).meta({
      title: "Ergebnisse",
      description: "3–5 Ergebnisse in Worten; Karten zeigen die ersten drei.",
    }),
    metrics: z
      .array(
        claimFields
          .extend({
            drawn: z
              .enum(["", ...countedMarkKeys])
              .optional()
              .meta({
                title: "In der Skizze zählen",
                description:
                  "Zählt die Zahl etwas, das die Skizze zeichnet, zeichnet sie so viele davon, wie die Zahl sagt (eine ganze Zahl). Leer = die Skizze zählt sie nicht.",
                options: {
                  "": "Nicht in der Skizze",
                  ...Object.fromEntries(
                    countedMarkKeys.map((key) => [key, countedMarks[key].name]),
                  ),
                },
              }),
          })
          .refine(...ownNeedsBasis),
      )
      .meta({ title: "Kennzahlen", description: "Kennzahlen, jede mit Beleg; darf leer sein." }),
    badges: z.array(text).meta({
      title: "Schlagworte",
      description: "3–5 Schlagworte; Karten zeigen die ersten drei.",
    }),
    sketch: z
      .enum(["", ...sketchKinds])
      .optional()
      .meta({
        title: "Skizze",
        description:
          "Was die Skizze eines Case ohne eigenes Foto zeichnet: die Art Ergebnis, die die Arbeit hervorgebracht hat. Ohne Angabe folgt sie aus der ersten Leistung; bei einer Station ohne Leistungen ist es der Entscheidungsbaum.",
        options: { "": "Aus der ersten Leistung", ...sketchNames },
      }),
    sketchLabels: z
      .array(text.max(sketchLabelLimits.characters))
      .max(sketchLabelLimits.count)
      .optional()
      .meta({
        title: "Beschriftung der Skizze",
        description: `Bis zu ${sketchLabelLimits.count} kurze Stichworte (je höchstens ${sketchLabelLimits.characters} Zeichen) dazu, was die Arbeit hervorgebracht hat, mit dem Zeichen der Skizze davor: die Kernbotschaften, Meilensteine, Zielmärkte oder beteiligten Teams, das Ergebnis, die neue Position oder die Schritte des Kreislaufs. Beim Entscheidungsbaum und bei der Marktkarte genau ein Stichwort (das Ergebnis, die neue Position). Zählt die Skizze solche Dinge, zeichnet sie so viele, wie hier stehen. Leer = die Skizze ohne Beschriftung.`,
      }),
    confidential: z.boolean().meta({
      title: "Vertraulich (NDA)",
      description: "Vertraulich (NDA): ohne Kundennamen beschrieben.",
    }),
    client: optionalText.meta({
      title: "Kunde",
      description:
        "Schlüssel der genannten Firma aus „Kunden und Stationen“; dort steht ihre Freigabe. Leer bei vertraulichen Cases und eigenen Produkten.",
    }),
    ownProduct: flag.meta({
      title: "Eigenes Produkt",
      description: "Eigenes Produkt der Firma: kein Kunde zu fragen.",
    }),
    testimonial: z
      .strictObject({
        quote: optionalText.meta({ title: "Zitat" }),
        name: optionalText.meta({ title: "Name" }),
        role: optionalText.meta({ title: "Rolle" }),
        company: optionalText.meta({ title: "Unternehmen" }),
      })
      .optional()
      .meta({
        title: "Kundenstimme",
        description: "Stimme des Kunden; leer lassen, solange keine freigegeben ist.",
      }),
  })
  .meta({ description: placeholderHelp });

export const serviceSchema = z
  .strictObject({
    order: z.number().int().meta({
      title: "Reihenfolge",
      description: "Position in der Liste: kleinere Zahlen zuerst.",
    }),
    name: text.meta({
      title: "Name",
      description: "Kurzer Name in Brotkrümeln, Karten und Case-Filtern.",
    }),
    meta: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        description: text.meta({ title: "Beschreibung" }),
      })
      .meta({ title: "Suchmaschinen" }),
    hero: z
      .strictObject({
        eyebrow: text.meta({ title: "Überzeile" }),
        title: text.meta({ title: "Titel" }),
        lead: text.meta({ title: "Einleitung" }),
        primary: actionSchema.meta({ title: "Hauptknopf" }),
        casesLabel: text.meta({
          title: "Knopf zu den Cases",
          description: "Beschriftung des Knopfs zu den Cases dieser Leistung.",
        }),
      })
      .meta({ title: "Kopfbereich" }),
    challenge: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        intro: text.meta({ title: "Einleitung" }),
        stats: z
          .array(claimSchema)
          .length(3)
          .meta({ title: "Zahlen", description: "Genau drei Zahlen, jede mit Beleg." }),
      })
      .meta({ title: "Herausforderung" }),
    approach: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        intro: optionalText.meta({ title: "Einleitung" }),
        kind: z.enum(["steps", "assets"]).meta({
          title: "Darstellung",
          options: { steps: "Nummerierte Schritte", assets: "Bausteine" },
        }),
        items: z.array(cardSchema).min(1).meta({ title: "Einträge" }),
        link: z
          .strictObject({
            label: optionalText.meta({ title: "Beschriftung" }),
            to: optionalText.meta({ title: "Ziel (Pfad, z. B. /hexacore)" }),
          })
          .optional()
          .meta({ title: "Weiterführender Link" }),
      })
      .meta({ title: "Vorgehen" }),
    deliverables: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        items: z.array(text).min(1).meta({ title: "Einträge" }),
      })
      .meta({ title: "Was Sie erhalten" }),
    closing: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        text: text.meta({ title: "Text" }),
        primary: actionSchema.meta({ title: "Hauptknopf" }),
        casesLabel: optionalText.meta({ title: "Knopf zu den Cases" }),
        promises: promisesSchema.meta({ title: "Zusagen" }),
      })
      .meta({ title: "Abschluss" }),
  })
  .meta({ description: placeholderHelp });

export type CaseFile = z.infer<typeof caseSchema>;
export type ServiceFile = z.infer<typeof serviceSchema>;
export type ClaimFile = z.infer<typeof claimSchema>;
export type ActionFile = z.infer<typeof actionSchema>;

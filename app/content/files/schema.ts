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
import { imageFile } from "./image-file";
import { richText } from "./rich-text";

/** Help shown with every text field that may hold placeholders (resolved by ./placeholders.ts). */
export const placeholderHelp =
  "Platzhalter: {marke}, {vorname}, {name} (Gründer), {gespräch:KEY} (Name, Dauer, kostenlos), {dauer:KEY}, {gesprächsname:KEY} mit KEY aus den Gesprächen, {station:KEY} (Zeitraum einer Station), {mandat:KEY} („seit Jahr“), {stadt}, {rolle} (des Gründers), {firma}, {gründerseite} (Pfad der Seite über den Gründer), {gesprächsknopf:KEY} (Beschriftung seines Knopfs), {studium} (Zeitraum), {gründung}, {mandat} (das erste Mandat, „seit Jahr“), {speicherdauer} (Monate, die Anfragen gespeichert bleiben).";

// The keys come from content/settings/*.yaml: a file naming another key fails the build.
const offerKeys = Object.keys(offers) as [OfferKey, ...OfferKey[]];
const topicKeys = topics.map((topic) => topic.key) as [string, ...string[]];
const citationKeys = Object.keys(citations) as [string, ...string[]];
const sectorKeys = Object.keys(sectors) as [SectorKey, ...SectorKey[]];

export const text = z.string().trim().min(1);
export const optionalText = z.string().optional();
export const flag = z.boolean().optional();

/** A figure with what it means and its evidence (content/settings/sources.yaml). */
export const claimSchema = z
  .strictObject({
    value: text.describe("Die Zahl, z. B. „68 %“."),
    label: text.describe("Was die Zahl bedeutet, als Satzteil nach der Zahl."),
    source: z
      .enum(["", "fact", "own", ...citationKeys])
      .optional()
      .describe(
        "Beleg: „fact“ = Tatsache des Angebots, „own“ = eigene Auswertung (dann Grundlage und Jahr), sonst der Schlüssel einer Studie aus den Quellen (content/settings/sources.yaml). Leer = ohne Beleg (die Startprüfung meldet das).",
      ),
    basis: optionalText.describe("Nur bei eigener Auswertung: Grundlage, z. B. „Projektliste“."),
    year: z.number().int().nullable().optional().describe("Nur bei eigener Auswertung: Jahr."),
    sample: flag.describe(
      "Beispielwert: erfunden, bis Sie ihn prüfen (die Seite zeigt „Beispielwert“).",
    ),
  })
  .refine((claim) => claim.source !== "own" || (claim.basis && claim.year), {
    error: "Eigene Auswertung braucht Grundlage (basis) und Jahr (year)",
  });

/** A button to /kontakt: one of the conversations (content/settings/offers.yaml) or a label of its own. */
export const actionSchema = z
  .strictObject({
    offer: z
      .enum(["", ...offerKeys])
      .optional()
      .describe("Gespräch, das der Knopf anbietet; seine Beschriftung folgt daraus."),
    style: z
      .enum(["plain", "free", "length"])
      .optional()
      .describe("Beschriftung des Gesprächs: schlicht, „Kostenloses …“ oder „25-Minuten-…“."),
    label: optionalText.describe("Eigene Beschriftung, nur ohne Gespräch."),
    topic: z
      .enum(["", ...topicKeys])
      .optional()
      .describe(
        "Thema, das der Knopf im Formular vorwählt (Themen: content/settings/offers.yaml).",
      ),
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
      .describe("Die Zusagen eines Gesprächs: „Kostenlos“, „Unverbindlich“, seine Dauer."),
    items: z.array(text).optional().describe("Oder drei eigene Zusagen."),
  })
  .refine((promises) => (promises.offer ? !promises.items?.length : promises.items?.length === 3), {
    error: "Entweder ein Gespräch (offer) oder genau drei Zusagen (items) angeben",
  });

/** A study of content/settings/sources.yaml, by its key. */
export const citationSchema = z
  .enum(citationKeys)
  .describe(
    "Schlüssel einer Studie aus den Quellen (content/settings/sources.yaml), z. B. „miller1956“.",
  );

export { imageFile };

/** An image's file and alternative text; both empty = no image. */
const imageFields = {
  src: imageFile
    .optional()
    .describe(
      "JPEG oder PNG vom Handy oder der Kamera, bis 20 MB, beliebig ausgerichtet; die Website macht daraus die nötigen Größen und entfernt Standortdaten.",
    ),
  alt: optionalText.describe(
    "Was auf dem Bild zu sehen ist, in einem Satz, für Menschen, die es nicht sehen können.",
  ),
};
const altRequired = {
  error: "Ein Bild braucht einen Alternativtext (alt): was darauf zu sehen ist",
  path: ["alt"],
};
const hasAlt = (image: { src?: string; alt?: string }) => !image.src || Boolean(image.alt?.trim());

/** A photo with its alternative text (case photo, gallery picture, portrait). */
export const imageSchema = z.strictObject(imageFields).refine(hasAlt, altRequired);

/** A client's logo; a release needs the client's permission (the launch check lists logos without). */
export const logoSchema = z
  .strictObject({
    ...imageFields,
    logoPermission: flag.describe(
      "Der Kunde hat schriftlich erlaubt, sein Logo hier zu zeigen (die Startprüfung fragt danach).",
    ),
  })
  .refine(hasAlt, altRequired);

export const cardSchema = z.strictObject({
  title: text,
  description: text,
  detail: optionalText,
});

export const caseSchema = z
  .strictObject({
    order: z.number().int().describe("Position in der Liste: kleinere Zahlen zuerst."),
    sample: flag.describe("Beispiel-Case: bis zum Start ersetzen."),
    title: text.describe("Titel des Case."),
    subtitle: text.describe("Ein Satz unter dem Titel."),
    heroImage: imageSchema
      .optional()
      .describe("Foto zum Case, oben neben dem Titel; leer = das erzeugte Motiv der Branche."),
    gallery: z
      .array(imageSchema)
      .optional()
      .describe("Weitere Fotos aus dem Projekt, z. B. aus Workshops; unten auf der Seite."),
    clientLogo: logoSchema
      .optional()
      .describe(
        "Logo des Kunden, unter den Eckdaten; vor dem Start braucht es seine schriftliche Erlaubnis.",
      ),
    sector: z
      .enum(sectorKeys)
      .describe("Branchenfeld (Schlüssel aus content/settings/sectors.yaml)."),
    services: z
      .array(text)
      .describe("Beteiligte Leistungen, als Dateinamen aus content/services (ohne .yaml)."),
    timeline: text.describe("Angezeigt als „Typ“, z. B. „Mandat · 6 Monate“."),
    station: z
      .strictObject({
        role: optionalText,
        employer: optionalText,
        period: optionalText,
        activities: z.array(text).optional(),
      })
      .optional()
      .describe(
        "Nur für Stationen vor der Gründung: Rolle, Arbeitgeber, Zeitraum und die damaligen Tätigkeiten (statt Leistungen). Bei Mandaten leer lassen.",
      ),
    context: richText("Ausgangslage, 2–4 Sätze."),
    approach: richText("Vorgehen, 2–4 Sätze."),
    outcomes: z
      .array(text)
      .min(1)
      .describe("3–5 Ergebnisse in Worten; Karten zeigen die ersten drei."),
    metrics: z.array(claimSchema).describe("Kennzahlen, jede mit Beleg; darf leer sein."),
    badges: z.array(text).describe("3–5 Schlagworte; Karten zeigen die ersten drei."),
    confidential: z.boolean().describe("Vertraulich (NDA): ohne Kundennamen beschrieben."),
    approvedByClient: flag.describe(
      "Der genannte Kunde hat der Veröffentlichung schriftlich zugestimmt.",
    ),
    ownProduct: flag.describe("Eigenes Produkt der Firma: kein Kunde zu fragen."),
    testimonial: z
      .strictObject({
        quote: optionalText,
        name: optionalText,
        role: optionalText,
        company: optionalText,
      })
      .optional()
      .describe("Stimme des Kunden; leer lassen, solange keine freigegeben ist."),
  })
  .describe(placeholderHelp);

export const serviceSchema = z
  .strictObject({
    order: z.number().int().describe("Position in der Liste: kleinere Zahlen zuerst."),
    name: text.describe("Kurzer Name in Brotkrümeln, Karten und Case-Filtern."),
    meta: z.strictObject({ title: text, description: text }),
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      primary: actionSchema,
      casesLabel: text.describe("Beschriftung des Knopfs zu den Cases dieser Leistung."),
    }),
    challenge: z.strictObject({
      title: text,
      intro: text,
      stats: z.array(claimSchema).length(3).describe("Genau drei Zahlen, jede mit Beleg."),
    }),
    approach: z.strictObject({
      title: text,
      intro: optionalText,
      kind: z.enum(["steps", "assets"]).describe("Nummerierte Schritte oder Bausteine."),
      items: z.array(cardSchema).min(1),
      link: z.strictObject({ label: optionalText, to: optionalText }).optional(),
    }),
    deliverables: z.strictObject({ title: text, items: z.array(text).min(1) }),
    closing: z.strictObject({
      title: text,
      text: text,
      primary: actionSchema,
      casesLabel: optionalText,
      promises: promisesSchema,
    }),
  })
  .describe(placeholderHelp);

export type CaseFile = z.infer<typeof caseSchema>;
export type ServiceFile = z.infer<typeof serviceSchema>;
export type ClaimFile = z.infer<typeof claimSchema>;
export type ActionFile = z.infer<typeof actionSchema>;
export type ImageFile = z.infer<typeof imageSchema>;

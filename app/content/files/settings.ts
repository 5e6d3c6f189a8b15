/**
 * The settings files (content/settings/*.yaml): the site's identity and legal
 * facts, the cookie banner's texts (docs/decisions/029-site-settings-file.md),
 * and the definitions the pages and the other content files refer to by key –
 * the conversations, the studies, the guarantee, the sectors, the dates – and
 * the contact form's texts (docs/decisions/030-offers-and-sources-files.md).
 * The modules in app/content/ (site.ts, offers.ts, …) read them with
 * `readSettings("name")` and keep their exports. In every bundle that call is
 * replaced by the checked data itself (scripts/vite-settings.ts): the browser
 * and the worker have no file system and need neither schema nor YAML parser.
 * Vitest and tsx scripts read the files. These files hold no placeholders, as
 * the placeholders are made from them; the banner's text has its own two
 * (./settings/cookie-banner.ts), and the form's texts, read with the pages
 * (./collections.ts), may use the pages' ones.
 */
import { join } from "node:path";
import { z } from "zod";
import { typeset } from "../../../scripts/typography.ts";
import { contentDir } from "./content-dir.ts";
import { problemAt } from "./owner-messages.ts";
import { cookieBannerSchema } from "./settings/cookie-banner.ts";
import { siteSchema } from "./settings/site.ts";
import {
  ContentError,
  fileNameOf,
  mapStrings,
  parseChecked,
  placeholderPattern,
} from "./read-yaml.ts";

const text = z.string().trim().min(1);
const year = z.number().int().min(1900).max(2100);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Datum als JJJJ-MM-TT angeben, z. B. 2026-11-25" });

/** A list whose entries are named by `key`: each key once. */
const keyed = <Entry extends z.ZodType<{ key: string }>>(entry: Entry, help: string) =>
  z
    .array(entry)
    .min(1)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach(({ key }, index) => {
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: [index, "key"],
            message: `Der Schlüssel „${key}“ kommt zweimal vor; jeder Schlüssel nur einmal`,
          });
        }
        seen.add(key);
      });
    })
    .describe(help);

const key = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, {
    error: "Schlüssel: Buchstaben, Ziffern und Bindestriche, am Anfang ein Buchstabe",
  })
  .describe(
    "Kurzer Name, mit dem andere Dateien darauf verweisen; nach dem Start nicht mehr ändern.",
  );

export const offersSchema = z.strictObject({
  conversations: keyed(
    z.strictObject({
      key,
      name: text.describe("Name des Gesprächs, überall gleich, z. B. „Klarheitsgespräch“."),
      gender: z
        .enum(["n", "f", "m"])
        .describe("Geschlecht des Namens für „Kostenloses/Kostenlose/Kostenloser“: n, f oder m."),
      minutes: z.number().int().min(5).max(240).describe("Dauer in Minuten."),
      purpose: text.describe("Ein Satz: wofür das Gespräch da ist (auf /kontakt)."),
    }),
    "Das kostenlose Gespräch; Knöpfe und Texte nennen es über seinen Schlüssel.",
  ).refine((entries) => entries.length === 1, {
    error: "Genau ein kostenloses Gespräch eintragen: alle Knöpfe führen zu demselben",
  }),
  topics: keyed(
    z.strictObject({
      key,
      label: text.describe("Das Thema, wie es im Formular zur Wahl steht."),
    }),
    "Themen im Formular („Worum geht es?“); ein Knopf wählt eines über seinen Schlüssel vor.",
  ),
  list: z
    .strictObject({ title: text, intro: text })
    .describe("Abschnitt auf /kontakt, der das Gespräch vorstellt."),
});

export const sourcesSchema = z.strictObject({
  citations: keyed(
    z.strictObject({
      key,
      authors: text.describe("Autorinnen und Autoren in Zitierform, z. B. „Miller, G. A.“."),
      published: year.describe("Erscheinungsjahr."),
      title: text.describe("Titel der Studie oder des Artikels."),
      publication: text.describe(
        "Zeitschrift mit Band und Heft, z. B. „Psychological Review, 63(2)“.",
      ),
      url: z.url({ error: "Vollständige Adresse, z. B. https://doi.org/…" }).describe("DOI-Link."),
    }),
    "Studien, auf die Zahlen als Beleg verweisen (Feld „Beleg“ einer Zahl).",
  ),
  labels: z
    .strictObject({
      sourceLabel: text.describe("Wort vor der Quelle unter einer Zahl."),
      sampleLabel: text.describe("Kennzeichen einer erfundenen Zahl, bis Sie sie prüfen."),
    })
    .describe("Kleine Wörter unter Zahlen."),
});

export const guaranteeSchema = z.strictObject({
  title: text,
  intro: text,
  terms: z
    .array(z.strictObject({ term: text, text: text }))
    .min(1)
    .describe(
      "Die Bedingungen: was gemessen wird, bis wann, was Sie bekommen, was ausgenommen ist.",
    ),
  mention: z
    .strictObject({
      text: text.describe("Der eine Satz, den andere Seiten über die Garantie sagen."),
      linkLabel: text.describe("Link zu den Bedingungen auf /zukunftssicher."),
    })
    .describe("Kurzfassung auf anderen Seiten."),
});

export const sectorsSchema = z.strictObject({
  sectors: keyed(
    z.strictObject({
      key: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
          error: "Schlüssel: Kleinbuchstaben, Ziffern und Bindestriche (Teil der Adresse)",
        })
        .describe(
          "Teil der Adresse /cases/branche/…; Cases nennen ihr Branchenfeld mit diesem Schlüssel.",
        ),
      name: text.describe("Name des Branchenfelds, wie /cases ihn zeigt."),
    }),
    "Die Branchenfelder auf /cases, in dieser Reihenfolge.",
  ),
});

const start = year.describe("Jahr des Beginns.");
const end = year.nullable().optional().describe("Jahr des Endes; leer = dauert an.");
const endAfterStart = (span: { start: number; end?: number | null }) =>
  span.end == null || span.end >= span.start;
const endError = { error: "Das Ende (end) liegt vor dem Beginn (start)", path: ["end"] };

/** A stretch of years; `end` left empty = still going on. */
const period = z.strictObject({ start, end }).refine(endAfterStart, endError);

export const datesSchema = z.strictObject({
  studies: period.describe("Studium des Gründers."),
  founded: year.describe("Gründungsjahr der Beratung."),
  stations: keyed(
    z.strictObject({ key, start, end }).refine(endAfterStart, endError),
    "Stationen des Gründers vor der Beratung; Texte nennen sie mit {station:KEY}.",
  ),
  mandates: keyed(
    z.strictObject({ key, start }),
    "Laufende Mandate mit ihrem Startjahr; Texte nennen sie mit {mandat:KEY}.",
  ),
  privacyPolicy: isoDate.describe("Letzte Änderung der Datenschutzerklärung (JJJJ-MM-TT)."),
  cookiePolicy: isoDate.describe("Letzte Änderung der Cookie-Richtlinie (JJJJ-MM-TT)."),
});

/** The settings read here, by file name. */
const schemas = {
  site: siteSchema,
  "cookie-banner": cookieBannerSchema,
  offers: offersSchema,
  sources: sourcesSchema,
  guarantee: guaranteeSchema,
  sectors: sectorsSchema,
  dates: datesSchema,
};
type Settings = { [Name in keyof typeof schemas]: z.output<(typeof schemas)[Name]> };
export type SettingsName = keyof Settings;

/** Files whose schema admits placeholders of their own. */
const ownPlaceholders: ReadonlySet<SettingsName> = new Set(["cookie-banner"]);

/** content/settings/{name}.yaml, checked and typeset; throws its problems. */
export function readSettings<Name extends SettingsName>(name: Name): Settings[Name] {
  const problems: string[] = [];
  const path = join(contentDir("settings"), `${name}.yaml`);
  const file = fileNameOf(path);
  const data = parseChecked(path, file, schemas[name] as z.ZodType, problems);
  const checked = mapStrings(data, (value, field) => {
    const placeholder = value.match(placeholderPattern)?.[0];
    if (placeholder && !ownPlaceholders.has(name)) {
      problems.push(
        problemAt(
          file,
          field,
          data,
          `Platzhalter wie ${placeholder} gehen hier nicht: Diese Datei legt fest, was sie einsetzen`,
        ),
      );
    }
    return typeset(value);
  });
  if (data === undefined || problems.length > 0) throw new ContentError(problems);
  return checked as Settings[Name];
}

/** The contact form's texts: content/settings/contact-form.yaml (read by ./collections.ts). */
export const contactFormSchema = z.strictObject({
  form: z
    .strictObject({
      title: text,
      submit: text.describe("Beschriftung des Knopfs."),
      submitting: text.describe("Beschriftung des Knopfs, während gesendet wird."),
      honeypotLabel: text.describe(
        "Beschriftung des versteckten Felds gegen Spam-Roboter; Menschen sehen es nie.",
      ),
      optional: text.describe("Hinter der Beschriftung eines freiwilligen Felds."),
      requiredNote: text.describe("Erklärt das Sternchen über den Feldern."),
      successTitle: text.describe("Meldung nach dem Senden."),
      successDescription: text,
      failureTitle: text.describe("Meldung, wenn das Senden fehlschlägt."),
      failureDescription: text,
      failureReach: text.describe("Vor Telefonnummer und E-Mail-Adresse in der Fehlermeldung."),
      privacyNotice: z
        .strictObject({
          text: text.describe(
            "Am Formular (DSGVO Art. 13): Zweck, Rechtsgrundlage, Speicherdauer. Platzhalter: {name} (Gründer), {speicherdauer} (Monate, aus der Site-Konfiguration).",
          ),
          linkLabel: text.describe("Link zur Datenschutzerklärung."),
        })
        .describe("Datenschutzhinweis am Formular."),
    })
    .describe(
      "Das Formular auf /kontakt und /nort; die Felder selbst stehen in app/content/enquiry-fields.ts.",
    ),
  booking: z
    .strictObject({
      title: text,
      text: text,
      linkLabel: text.describe("Link zur Terminseite."),
      loadLabel: text.describe("Knopf, der den Kalender in die Seite lädt."),
      loadNote: text.describe(
        "Unter dem Knopf: wer was erhält. [Anbieter] steht für die Adresse des Kalenderdienstes.",
      ),
      frameTitle: text.describe("Name des eingebetteten Kalenders für Screenreader."),
    })
    .describe("Karte zur Terminbuchung (nur mit Terminseite in der Site-Konfiguration)."),
  thanks: z
    .strictObject({
      meta: z.strictObject({ title: text, description: text }),
      title: text,
      text: text,
      backLabel: text.describe("Knopf zur Startseite."),
    })
    .describe("Seite nach dem Senden ohne JavaScript (/kontakt/danke)."),
  failure: z
    .strictObject({
      meta: z.strictObject({ title: text, description: text }),
      title: text,
      text: text,
      retryLabel: text.describe("Knopf zurück zum Formular."),
    })
    .describe("Seite, wenn das Senden ohne JavaScript scheitert (/kontakt/fehler)."),
});

export type ContactFormFile = z.infer<typeof contactFormSchema>;

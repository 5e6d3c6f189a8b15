/**
 * The settings files (content/settings/*.yaml): the site's identity and legal
 * facts, the cookie banner's texts (docs/decisions/029-site-settings-file.md),
 * and the definitions the pages and the other content files refer to by key –
 * the conversations, the studies, the guarantee, the sectors, the dates – and
 * the contact form's texts (docs/decisions/030-offers-and-sources-files.md).
 * The modules in app/content/ (site.ts, offers.ts, …) read them with
 * `readSettings("name")` and keep their exports. In every bundle that call is
 * replaced by the checked data itself (scripts/build/vite-settings.ts): the browser
 * and the worker have no file system and need neither schema nor YAML parser.
 * Vitest and tsx scripts read the files. These files hold no placeholders, as
 * the placeholders are made from them; the banner's text has its own two
 * (./settings/cookie-banner.ts), and the form's texts, read with the pages
 * (./collections.ts), may use the pages' ones.
 */
import { join } from "node:path";
import { z } from "zod";
import { typeset } from "../../lib/typeset.ts";
import { contentDir } from "./content-dir.ts";
import { metaSchema, text } from "./text-schemas.ts";
import { problemAt } from "./owner-messages.ts";
import { cookieBannerSchema } from "./settings/cookie-banner.ts";
import { embedsSchema } from "./settings/embeds.ts";
import { navigationSchema } from "./settings/navigation.ts";
import { sampleNoticeSchema } from "./settings/sample-notice.ts";
import { siteSchema } from "./settings/site.ts";
import {
  ContentError,
  fileNameOf,
  mapStrings,
  parseChecked,
  placeholderPattern,
} from "./read-yaml.ts";

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
    .meta({ description: help });

const key = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, {
    error: "Schlüssel: Buchstaben, Ziffern und Bindestriche, am Anfang ein Buchstabe",
  })
  .meta({
    description:
      "Kurzer Name, mit dem andere Dateien darauf verweisen; nach dem Start nicht mehr ändern.",
  });

const offersSchema = z
  .strictObject({
    conversations: keyed(
      z.strictObject({
        key: key.meta({ title: "Schlüssel" }),
        name: text.meta({
          title: "Name",
          description: "Name des Gesprächs, überall gleich, z. B. „Klarheitsgespräch“.",
        }),
        gender: z.enum(["n", "f", "m"]).meta({
          title: "Geschlecht des Namens",
          description: "Für „Kostenloses/Kostenlose/Kostenloser …“ vor dem Namen.",
          options: {
            n: "sächlich (das Gespräch)",
            f: "weiblich (die Analyse)",
            m: "männlich (der Check)",
          },
        }),
        minutes: z
          .number()
          .int()
          .min(5)
          .max(240)
          .meta({ title: "Dauer in Minuten", description: "Dauer in Minuten." }),
        purpose: text.meta({
          title: "Zweck",
          description: "Ein Satz: wofür das Gespräch da ist (Liste auf /kontakt).",
        }),
      }),
      "Das kostenlose Gespräch; Knöpfe und Texte nennen es über seinen Schlüssel.",
    )
      .refine((entries) => entries.length === 1, {
        error: "Genau ein kostenloses Gespräch eintragen: alle Knöpfe führen zu demselben",
      })
      .meta({ title: "Gespräch" }),
    topics: keyed(
      z.strictObject({
        key: key.meta({ title: "Schlüssel" }),
        label: text.meta({
          title: "Thema",
          description: "Das Thema, wie es im Formular zur Wahl steht.",
        }),
      }),
      "Themen im Formular („Worum geht es?“); ein Knopf wählt eines über seinen Schlüssel vor.",
    ).meta({ title: "Themen" }),
    list: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        intro: text.meta({ title: "Einleitung" }),
      })
      .meta({
        title: "Abschnitt auf /kontakt",
        description: "Abschnitt auf /kontakt, der das Gespräch vorstellt.",
      }),
  })
  .meta({
    description:
      "Das kostenlose Gespräch (Name, Dauer, Zweck) und die Themen, unter denen ein Besucher es anfragt; jeder Knopf, der zum Gespräch führt, nennt es mit diesen Worten, ein Knopf einer Leistung wählt ihr Thema im Formular vor.",
  });

const sourcesSchema = z
  .strictObject({
    citations: keyed(
      z.strictObject({
        key: key.meta({ title: "Schlüssel" }),
        authors: text.meta({
          title: "Autorinnen und Autoren",
          description: "Autorinnen und Autoren in Zitierform, z. B. „Miller, G. A.“.",
        }),
        published: year.meta({ title: "Erscheinungsjahr", description: "Erscheinungsjahr." }),
        title: text.meta({ title: "Titel", description: "Titel der Studie oder des Artikels." }),
        publication: text.meta({
          title: "Zeitschrift",
          description: "Zeitschrift mit Band und Heft, z. B. „Psychological Review, 63(2)“.",
        }),
        url: z
          .url({ error: "Vollständige Adresse, z. B. https://doi.org/…" })
          .meta({ title: "Link (DOI)", description: "DOI-Link." }),
      }),
      "Studien, auf die Zahlen als Beleg verweisen (Feld „Beleg“ einer Zahl).",
    ).meta({ title: "Studien" }),
    labels: z
      .strictObject({
        sourceLabel: text.meta({
          title: "Wort vor der Quelle",
          description: "Wort vor der Quelle unter einer Zahl.",
        }),
        sampleLabel: text.meta({
          title: "Kennzeichen erfundener Zahlen",
          description: "Kennzeichen einer erfundenen Zahl, bis Sie sie prüfen.",
        }),
        sampleBandLabel: text.meta({
          title: "Kennzeichen einer Reihe erfundener Zahlen",
          description:
            "Ein Hinweis unter einer Reihe von Zahlen, die alle erfunden sind, statt „Beispielwert“ unter jeder einzelnen.",
        }),
        factLabel: text.meta({
          title: "Kennzeichen festgelegter Zahlen",
          description:
            "Unter einer Zahl Ihres Angebots oder Ihrer Methode (z. B. „18 Monate“ Fahrplan), wenn daneben belegte oder erfundene Zahlen stehen.",
        }),
      })
      .meta({ title: "Kleine Wörter", description: "Kleine Wörter unter Zahlen." }),
  })
  .meta({
    description: "Studien, auf die Zahlen als Beleg verweisen (Feld „Beleg“ einer Zahl).",
  });

const guaranteeSchema = z
  .strictObject({
    title: text.meta({ title: "Titel" }),
    intro: text.meta({ title: "Einleitung" }),
    terms: z
      .array(
        z.strictObject({
          term: text.meta({ title: "Bedingung" }),
          text: text.meta({ title: "Text" }),
        }),
      )
      .min(1)
      .meta({
        title: "Bedingungen",
        description:
          "Die Bedingungen: was gemessen wird, bis wann, was Sie bekommen, was ausgenommen ist.",
      }),
    mention: z
      .strictObject({
        text: text.meta({
          title: "Text",
          description: "Der eine Satz, den andere Seiten über die Garantie sagen.",
        }),
        linkLabel: text.meta({
          title: "Beschriftung des Links",
          description: "Link zu den Bedingungen auf /zukunftssicher.",
        }),
      })
      .meta({
        title: "Kurzfassung auf anderen Seiten",
        description: "Kurzfassung auf anderen Seiten.",
      }),
  })
  .meta({
    description:
      "Die 30-Tage-Garantie: /zukunftssicher zeigt sie ganz, andere Seiten den einen Satz der Kurzfassung.",
  });

const sectorsSchema = z
  .strictObject({
    sectors: keyed(
      z.strictObject({
        key: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
            error: "Schlüssel: Kleinbuchstaben, Ziffern und Bindestriche (Teil der Adresse)",
          })
          .meta({
            title: "Schlüssel",
            description:
              "Teil der Adresse /cases/branche/…; Cases nennen ihr Branchenfeld mit diesem Schlüssel.",
          }),
        name: text.meta({
          title: "Name",
          description: "Name des Branchenfelds, wie /cases ihn zeigt.",
        }),
      }),
      "Die Branchenfelder auf /cases, in dieser Reihenfolge.",
    ).meta({ title: "Branchenfelder" }),
  })
  .meta({
    description:
      "Die Branchenfelder auf /cases, in dieser Reihenfolge; Cases nennen sie über ihren Schlüssel.",
  });

/**
 * The firms the site names, each once (docs/decisions/056-clients-named-once.md): texts name
 * one with {kunde:KEY}, a case with `client`; the launch check lists every mention of one
 * whose approval is missing, and until then each mention carries `sampleMark`.
 */
const clientsSchema = z
  .strictObject({
    sampleMark: text.meta({
      title: "Markierung ohne Freigabe",
      description:
        "Steht hinter jedem Namen, solange die Freigabe fehlt, z. B. „Beispiel“ → „Panasonic (Beispiel)“.",
    }),
    clients: keyed(
      z.strictObject({
        key: key.meta({ title: "Schlüssel" }),
        name: text.meta({ title: "Name", description: "Wie die Seiten ihn nennen." }),
        sector: text.meta({
          title: "Branchenfeld",
          description: "Schlüssel eines Branchenfelds aus „Branchenfelder“.",
        }),
        relation: z.enum(["mandat", "station"]).meta({
          title: "Beziehung",
          description:
            "Mandat: Kunde der Firma. Station: Arbeitgeber oder Kunde des Gründers vor der Gründung; die Seiten nennen ihn als Laufbahn des Gründers, nicht als Referenz der Firma.",
          options: { mandat: "Mandat der Firma", station: "Station des Gründers vor der Gründung" },
        }),
        approvedByClient: z.boolean().optional().meta({
          title: "Nennung freigegeben",
          description:
            "Die Firma hat schriftlich zugestimmt, dass die Website sie nennt (UWG § 5 Abs. 2); ohne Häkchen listet die Startprüfung jede Nennung.",
        }),
        logoPermission: z.boolean().optional().meta({
          title: "Logo freigegeben",
          description: "Die Firma hat schriftlich erlaubt, ihr Logo zu zeigen.",
        }),
        sample: z.boolean().optional().meta({
          title: "Beispielinhalt",
          description: "Erfundene Firma der Beispielinhalte: bis zum Start ersetzen.",
        }),
      }),
      "Jede Firma, die die Website nennt, einmal.",
    ).meta({ title: "Kunden und Stationen" }),
  })
  .meta({
    description:
      "Jede Firma, die die Website nennt, einmal: Name, Branchenfeld, Beziehung und Freigabe. Texte nennen sie mit {kunde:KEY}; ohne Freigabe trägt jede Nennung die Markierung und die Startprüfung listet sie.",
  });

/** What the firm promises about answering and starting, once; texts name it by placeholder. */
const promisesSchema = z
  .strictObject({
    answerShort: text.meta({
      title: "Antwortzeit, kurz",
      description:
        "Für Listen unter Knöpfen, z. B. „Antwort innerhalb eines Werktags (Mo–Fr)“; Texte nennen sie mit {zusage:antwort-kurz}.",
    }),
    answer: text.meta({
      title: "Antwortzeit mit Inhalt der Antwort",
      description:
        "Ein Satz: bis wann und was die Antwort enthält; Texte nennen ihn mit {zusage:antwort}. Nur zusagen, was Sie an jedem Werktag halten können.",
    }),
    start: z.string().trim().optional().meta({
      title: "Zusage zum Projektstart",
      description:
        "Leer = keine Zusage (dann steht auch keine auf der Website). Texte nennen sie mit {zusage:start}.",
    }),
  })
  .meta({
    description:
      "Zusagen, die Sie als Ein-Personen-Firma halten: wann und womit Sie auf eine Anfrage antworten und, falls Sie das wollen, wann ein Projekt beginnen kann.",
  });

const start = year.meta({ description: "Jahr des Beginns." });
const end = year.nullable().optional().meta({ description: "Jahr des Endes; leer = dauert an." });
const endAfterStart = (span: { start: number; end?: number | null }) =>
  span.end == null || span.end >= span.start;
const endError = { error: "Das Ende (end) liegt vor dem Beginn (start)", path: ["end"] };

/** A stretch of years; `end` left empty = still going on. */
const period = z
  .strictObject({
    start: start.meta({ title: "Beginn (Jahr)" }),
    end: end.meta({ title: "Ende (Jahr)" }),
  })
  .refine(endAfterStart, endError);

const datesSchema = z
  .strictObject({
    studies: period.meta({ title: "Studium", description: "Studium des Gründers." }),
    founded: year.meta({ title: "Gründungsjahr", description: "Gründungsjahr der Beratung." }),
    stations: keyed(
      z
        .strictObject({
          key: key.meta({ title: "Schlüssel" }),
          start: start.meta({ title: "Beginn (Jahr)" }),
          end: end.meta({ title: "Ende (Jahr)" }),
        })
        .refine(endAfterStart, endError),
      "Stationen des Gründers vor der Beratung; Texte nennen sie mit {station:KEY}.",
    ).meta({ title: "Stationen" }),
    mandates: keyed(
      z.strictObject({
        key: key.meta({ title: "Schlüssel" }),
        start: start.meta({ title: "Beginn (Jahr)" }),
      }),
      "Laufende Mandate mit ihrem Startjahr; Texte nennen sie mit {mandat:KEY}.",
    ).meta({ title: "Mandate" }),
    privacyPolicy: isoDate.meta({
      title: "Stand der Datenschutzerklärung",
      description: "Letzte Änderung der Datenschutzerklärung (JJJJ-MM-TT).",
    }),
    cookiePolicy: isoDate.meta({
      title: "Stand der Cookie-Richtlinie",
      description: "Letzte Änderung der Cookie-Richtlinie (JJJJ-MM-TT).",
    }),
  })
  .meta({
    description:
      "Jahre und Daten, die die Website nennt; Texte nennen sie mit Platzhaltern: {station:KEY}, {mandat:KEY}, {gründung}, {studium}.",
  });

/**
 * The settings files read here, content/settings/{name}.yaml, with the title
 * of their form in the editor (listed with the other files in app/content/registry.ts).
 */
export const settingsFiles = {
  // Identity, legal entity and providers first.
  site: {
    label: "Website und Rechtliches",
    schema: siteSchema.meta({
      description:
        "Wer die Website betreibt: Marke, Gründer, Kontakt, Rechtsform und jeder Anbieter, der über die Website Daten erhält. Alles, was sie nennt, liest es von hier. Die ausgelieferten Werte sind erfunden und als Beispielinhalt markiert; die Startprüfung (npm run launch-check) listet jede solche Markierung, bis Sie sie ersetzt haben.",
    }),
  },
  "cookie-banner": { label: "Cookie-Banner", schema: cookieBannerSchema },
  offers: { label: "Kostenlose Gespräche", schema: offersSchema },
  sources: { label: "Quellen (Studien)", schema: sourcesSchema },
  guarantee: { label: "30-Tage-Garantie", schema: guaranteeSchema },
  sectors: { label: "Branchenfelder", schema: sectorsSchema },
  clients: { label: "Kunden und Stationen", schema: clientsSchema },
  promises: { label: "Zusagen", schema: promisesSchema },
  dates: { label: "Jahre und Daten", schema: datesSchema },
  navigation: { label: "Kopf und Fuß der Seiten", schema: navigationSchema },
  embeds: { label: "Zuschaltbare Dienste (KI, Video, Termine)", schema: embedsSchema },
  "sample-notice": { label: "Kennzeichen der Beispielinhalte", schema: sampleNoticeSchema },
};
type Settings = {
  [Name in keyof typeof settingsFiles]: z.output<(typeof settingsFiles)[Name]["schema"]>;
};
export type SettingsName = keyof Settings;

/** Files whose schema admits placeholders of their own. */
const ownPlaceholders: ReadonlySet<SettingsName> = new Set([
  "cookie-banner",
  "navigation",
  "embeds",
]);

/** content/settings/{name}.yaml, checked and typeset; throws its problems. */
export function readSettings<Name extends SettingsName>(name: Name): Settings[Name] {
  const problems: string[] = [];
  const path = join(contentDir("settings"), `${name}.yaml`);
  const file = fileNameOf(path);
  const data = parseChecked(path, file, settingsFiles[name].schema as z.ZodType, problems);
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

/** The contact form's texts: content/settings/contact-form.yaml (read with the pages, app/content/registry.ts). */
export const contactFormSchema = z
  .strictObject({
    form: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        submit: text.meta({ title: "Knopf „Senden“", description: "Beschriftung des Knopfs." }),
        submitting: text.meta({
          title: "Knopf während des Sendens",
          description: "Beschriftung des Knopfs, während gesendet wird.",
        }),
        notificationsLabel: text.meta({
          title: "Bereich der Meldungen",
          description:
            "Name des Bereichs, in dem Dank und Fehlermeldung erscheinen; Screenreader lesen ihn vor.",
        }),
        honeypotLabel: text.meta({
          title: "Verstecktes Feld gegen Spam",
          description:
            "Beschriftung des versteckten Felds gegen Spam-Roboter; Menschen sehen es nie.",
        }),
        optional: text.meta({
          title: "Zusatz bei freiwilligen Feldern",
          description: "Hinter der Beschriftung eines freiwilligen Felds.",
        }),
        requiredNote: text.meta({
          title: "Hinweis unter dem Titel",
          description:
            "Wann Sie antworten und was das Sternchen über den Feldern heißt; {zusage:antwort-kurz} setzt die Zusage aus den Zusagen ein.",
        }),
        successTitle: text.meta({
          title: "Meldung nach dem Senden",
          description: "Meldung nach dem Senden.",
        }),
        successDescription: text.meta({ title: "Meldung nach dem Senden, Zusatz" }),
        failureTitle: text.meta({
          title: "Fehlermeldung",
          description: "Meldung, wenn das Senden fehlschlägt.",
        }),
        failureDescription: text.meta({ title: "Fehlermeldung, Text" }),
        failureReach: text.meta({
          title: "Fehlermeldung, vor Telefon und E-Mail",
          description: "Vor Telefonnummer und E-Mail-Adresse in der Fehlermeldung.",
        }),
        privacyNotice: z
          .strictObject({
            text: text.meta({
              title: "Text",
              description:
                "Am Formular (DSGVO Art. 13): Zweck, Rechtsgrundlage, Speicherdauer. Platzhalter: {name} (Gründer), {speicherdauer} (Monate, aus der Site-Konfiguration).",
            }),
            linkLabel: text.meta({
              title: "Beschriftung des Links",
              description: "Link zur Datenschutzerklärung.",
            }),
          })
          .meta({ title: "Datenschutzhinweis", description: "Datenschutzhinweis am Formular." }),
      })
      .meta({
        title: "Formular",
        description:
          "Das Formular auf /kontakt und /nort; die Felder selbst stehen in app/enquiry/fields.ts.",
      }),
    booking: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        text: text.meta({ title: "Text" }),
        linkLabel: text.meta({
          title: "Beschriftung des Links",
          description: "Link zur Terminseite.",
        }),
        loadLabel: text.meta({
          title: "Knopf „Kalender laden“",
          description: "Knopf, der den Kalender in die Seite lädt.",
        }),
        loadNote: text.meta({
          title: "Hinweis zum Laden des Kalenders",
          description:
            "Unter dem Knopf: wer was erhält. [Anbieter] steht für die Adresse des Kalenderdienstes.",
        }),
        frameTitle: text.meta({
          title: "Name des Kalenders für Screenreader",
          description: "Name des eingebetteten Kalenders für Screenreader.",
        }),
      })
      .meta({
        title: "Terminbuchung",
        description: "Karte zur Terminbuchung (nur mit Terminseite in der Site-Konfiguration).",
      }),
    thanks: z
      .strictObject({
        meta: metaSchema.meta({ title: "Suchmaschinen" }),
        title: text.meta({ title: "Titel" }),
        text: text.meta({ title: "Text" }),
        backLabel: text.meta({
          title: "Knopf zur Startseite",
          description: "Knopf zur Startseite.",
        }),
        nextLabel: text.meta({
          title: "Überschrift der Wege weiter",
          description:
            "Über den Links zu den Seiten im Seitenfuß außer Kontakt (Leistungen, Cases …), z. B. „Bis zur Antwort“.",
        }),
      })
      .meta({
        title: "Seite „Anfrage erhalten“",
        description: "Seite nach dem Senden ohne JavaScript (/kontakt/danke).",
      }),
    failure: z
      .strictObject({
        meta: metaSchema.meta({ title: "Suchmaschinen" }),
        title: text.meta({ title: "Titel" }),
        text: text.meta({ title: "Text" }),
        retryLabel: text.meta({
          title: "Knopf zurück zum Formular",
          description: "Knopf zurück zum Formular.",
        }),
      })
      .meta({
        title: "Seite „Anfrage nicht gesendet“",
        description: "Seite, wenn das Senden ohne JavaScript scheitert (/kontakt/fehler).",
      }),
  })
  .meta({
    description:
      "Texte des Kontaktformulars (/kontakt, /nort), der Terminkarte und der Seiten nach dem Senden ohne JavaScript. Die Felder des Formulars selbst legt der Code fest.",
  });

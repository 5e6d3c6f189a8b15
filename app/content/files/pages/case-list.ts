/**
 * The case list (/cases, its narrowed views /cases/branche/… and /cases/leistung/…)
 * and the words of the case pages: content/pages/case-list.yaml. The spec's words
 * (Details, Branche, Typ, Services, Status, NDA, Public, the section titles,
 * Nächster Case) stay in code (../../spec-strings.ts). Values that differ per
 * case or view are written in brackets, "[Anzahl]", and filled in here.
 */
import { z } from "zod";
import type { Report } from "../load";
import { closingOf, closingSchema, heroOf, heroSchema, metaSchema, text } from "../page-parts";
import { slugsOf } from "../paths";
import { placeholderHelp } from "../schema";
import { sectors } from "../../sectors";
import {
  type SketchKind,
  type SketchMark,
  sketchKinds,
  sketchMarks,
  sketchNames,
} from "../../cases/sketch";
import { specStrings } from "../../spec-strings";
import type { PageMeta, SectionIntro } from "../../types";

const marker = /\[([^\]]*)\]/g;

/** A text whose bracketed values are among `names`; its help names them. */
function withValues(names: readonly string[], help: string) {
  const allowed = names.map((name) => `[${name}]`);
  return text
    .refine((value) => [...value.matchAll(marker)].every(([found]) => allowed.includes(found)), {
      error: `In eckigen Klammern nur ${allowed.join(", ")}`,
    })
    .meta({ description: `${help} ${allowed.join(", ")} setzt die Website ein.` });
}

/** `text` with each "[Name]" replaced by its value. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(marker, (whole, name: string) => String(values[name] ?? whole));

const count = (help: string) => withValues(["Anzahl"], help);
const view = (help: string) => withValues(["Name"], help);
const viewCount = (help: string) => withValues(["Anzahl", "Name"], help);

/** The key under a kind's sketch: what each of its marks stands for. */
function keyOf<Kind extends SketchKind>(kind: Kind) {
  const marks = sketchMarks[kind] as Record<SketchMark<Kind> & string, string>;
  return z
    .strictObject(
      Object.fromEntries(
        Object.entries<string>(marks).map(([mark, name]) => [
          mark,
          text.meta({ title: name, description: "Kurz, zwei, drei Wörter, ohne Zahlen." }),
        ]),
      ) as Record<SketchMark<Kind> & string, typeof text>,
    )
    .meta({
      title: "Legende",
      description: "Neben der Skizze: wofür jedes ihrer Zeichen steht, je Zeichen kurz.",
    });
}

/** The words of one kind of sketch: caption, description and key. */
function sketchSchema<Kind extends SketchKind>(kind: Kind) {
  return z
    .strictObject({
      caption: text.meta({
        title: "Unterschrift",
        description: "Über der Skizze, kurz, eine Zeile, ohne Zahlen.",
      }),
      description: text.meta({
        title: "Beschreibung",
        description:
          "Klein unter der Unterschrift: was die Skizze zeigt, in ein, zwei Sätzen, ohne Zahlen.",
      }),
      key: keyOf(kind),
    })
    .meta({ title: sketchNames[kind] });
}

export const casesSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema.meta({ title: "Kopfbereich" }),
    sectors: z
      .strictObject({
        title: count("Über der Liste der Branchenfelder.").meta({ title: "Titel" }),
        intro: count("Absatz darunter.").meta({ title: "Einleitung" }),
        listLabel: text.meta({
          title: "Name der Liste für Screenreader",
          description: "Die Branchenfelder als Filter.",
        }),
      })
      .meta({ title: "Branchenfelder" }),
    grid: z
      .strictObject({
        title: count("Über allen Cases; [Anzahl] = wie viele.").meta({ title: "Titel" }),
        intro: text.meta({ title: "Einleitung" }),
        more: count(
          "Unter den ersten Cases; zeigt die übrigen. [Anzahl] = wie viele noch folgen.",
        ).meta({ title: "Knopf für die übrigen Cases" }),
      })
      .meta({ title: "Alle Cases" }),
    closing: closingSchema.meta({
      title: "Abschluss",
      description: "Am Ende von /cases und jeder Case-Seite.",
    }),
    card: z
      .strictObject({
        outcomes: text.meta({ title: "Name der Ergebnisliste für Screenreader" }),
        badges: text.meta({
          title: "Schwerpunkte",
          description:
            "Über den Schwerpunkten in den Fakten einer Case-Seite; auf den Karten Name ihrer Liste für Screenreader.",
        }),
        detailsFor: text.meta({
          title: "Nach „Details“ für Screenreader",
          description: "Unsichtbar nach „Details“, gefolgt vom Titel des Case.",
        }),
        related: text.meta({
          title: "Überschrift über passenden Cases",
          description:
            "Auf einer Leistungsseite über bis zu drei Cases dieser Leistung (ab zwei Cases).",
        }),
      })
      .meta({ title: "Karte eines Case" }),
    page: z
      .strictObject({
        title: withValues(["Titel"], "Titel im Browser-Tab.").meta({ title: "Titel" }),
        description: withValues(["Untertitel", "Branche"], "Beschreibung für Suchmaschinen.").meta({
          title: "Beschreibung",
        }),
        backToList: text.meta({ title: "Link zurück zur Liste" }),
        stationApproach: text.meta({
          title: "Titel „Vorgehen“ bei einer Station",
          description: "Bei einer Station vor der Gründung war die Arbeit die des Gründers.",
        }),
        stationNote: withValues(
          ["Rolle", "Arbeitgeber", "Zeitraum"],
          "Unter dem Status einer Station vor der Gründung: wessen Arbeit es war. Platzhalter wie {name} und {firma} gehen auch.",
        ).meta({ title: "Hinweis bei einer Station" }),
        statusStation: text.meta({
          title: "Status einer Station",
          description:
            "Statt „Public“ bei einer Station vor der Gründung: sie ist kein Case der Firma.",
        }),
        statusUnapproved: text.meta({
          title: "Status ohne Freigabe",
          description:
            "Statt „Public“ bei einem genannten Kunden, dessen schriftliche Freigabe fehlt („Kunden und Stationen“).",
        }),
        markUnapproved: text.meta({
          title: "Kennzeichen auf der Karte ohne Freigabe",
          description:
            "Kurz, auf der Karte eines Case mit genanntem Kunden ohne schriftliche Freigabe (wie „Beispiel-Case“ auf einem erfundenen).",
        }),
        markStation: text.meta({
          title: "Kennzeichen auf der Karte einer Station",
          description:
            "Kurz, auf der Karte einer Station aus der Laufbahn vor der Gründung: sie ist kein Case der Firma.",
        }),
        statusInvented: text.meta({
          title: "Status eines erfundenen Beispiel-Cases",
          description:
            "Statt „NDA“ bei einem anonymen Case, der noch ein erfundenes Beispiel ist: ein erfundener Case hat keine Vertraulichkeit.",
        }),
        sketches: z
          .strictObject(
            Object.fromEntries(sketchKinds.map((kind) => [kind, sketchSchema(kind)])) as {
              [Kind in SketchKind]: ReturnType<typeof sketchSchema<Kind>>;
            },
          )
          .meta({
            title: "Skizzen eines Case",
            description:
              "Ein Case ohne eigenes Foto zeigt eine Skizze der Art Ergebnis, die die Arbeit hervorgebracht hat (im Case unter „Skizze“ gewählt oder aus seiner ersten Leistung): je Art Unterschrift und Beschreibung.",
          }),
        metrics: text.meta({ title: "Titel der Kennzahlen" }),
        gallery: text.meta({ title: "Titel der Bilder" }),
        testimonial: text.meta({ title: "Titel der Kundenstimme" }),
        moreCases: text.meta({ title: "Name der Links am Ende für Screenreader" }),
      })
      .meta({ title: "Seite eines Case" }),
    views: z
      .strictObject({
        all: text.meta({ title: "Link zu allen Cases" }),
        heading: viewCount("Über den Cases einer Branche oder Leistung.").meta({
          title: "Titel mit mehreren Cases",
        }),
        headingOne: view("Titel mit genau einem Case.").meta({ title: "Titel mit einem Case" }),
        headingNone: view("Titel ohne Case.").meta({ title: "Titel ohne Case" }),
        metaTitle: view("Titel im Browser-Tab.").meta({ title: "Titel im Browser-Tab" }),
        sectorDescription: view("Beschreibung für Suchmaschinen.").meta({
          title: "Beschreibung einer Branche",
        }),
        serviceDescription: view("Beschreibung für Suchmaschinen.").meta({
          title: "Beschreibung einer Leistung",
        }),
        sectorIntro: text.meta({ title: "Einleitung einer Branche" }),
        serviceIntro: text.meta({ title: "Einleitung einer Leistung" }),
        none: view("Wenn noch kein Case die Leistung nennt.").meta({
          title: "Text ohne Case",
        }),
      })
      .meta({
        title: "Cases einer Branche oder Leistung",
        description: "Die Seiten /cases/branche/… und /cases/leistung/….",
      }),
  })
  .meta({ description: placeholderHelp });

export type CasesFile = z.infer<typeof casesSchema>;

/** What decides a case's status (../../cases/case.ts). */
interface CaseStatusInput {
  confidential: boolean;
  /** An invented sample case: never "NDA", there is no client to keep confidential. */
  sample?: boolean;
  station?: object;
  approvedByClient?: boolean;
  ownProduct?: boolean;
}

/** What a case is, for its status and its card's mark. */
function kindOf(item: CaseStatusInput) {
  if (item.confidential) return item.sample ? "invented" : "nda";
  if (item.station) return "station";
  return item.approvedByClient || item.ownProduct ? "public" : "unapproved";
}

/** A narrowed view of the list: a sector or a service, with its cases (../../case-filters.ts). */
interface View {
  kind: "branche" | "leistung";
  label: string;
  cases: { length: number };
}

/** What /cases and the case pages show; the counts are those of the sectors and the case files. */
export function casesFromFile(file: CasesFile, report: Report) {
  const sectorCount = Object.keys(sectors).length;
  const caseCount = slugsOf("cases").length;
  const { views, page } = file;
  return {
    meta: file.meta satisfies PageMeta,
    hero: heroOf(file.hero, report),
    sectors: {
      title: fill(file.sectors.title, { Anzahl: sectorCount }),
      intro: fill(file.sectors.intro, { Anzahl: sectorCount }),
    } satisfies SectionIntro,
    grid: {
      title: fill(file.grid.title, { Anzahl: caseCount }),
      intro: file.grid.intro,
    } satisfies SectionIntro,
    closing: closingOf(file.closing, "closing", report),
    labels: {
      ...specStrings.cases,
      sectorsList: file.sectors.listLabel,
      ...file.card,
      backToList: page.backToList,
      stationApproach: page.stationApproach,
      /** Caption and description of each kind of sketch. */
      sketches: page.sketches,
      metrics: page.metrics,
      gallery: page.gallery,
      testimonial: page.testimonial,
      moreCases: page.moreCases,
      showMore: (count: number) => fill(file.grid.more, { Anzahl: count }),
      /**
       * The value beside "Status": the spec's "NDA" for a confidential case; its "Public" only for
       * a case that may be shown as the firm's (approved client or own product), otherwise what it is;
       * an anonymised case that is still an invented sample says so instead of "NDA".
       */
      statusOf: (item: CaseStatusInput): string =>
        ({
          invented: page.statusInvented,
          nda: specStrings.cases.nda,
          station: page.statusStation,
          public: specStrings.cases.public,
          unapproved: page.statusUnapproved,
        })[kindOf(item)],
      /** The mark on the card of a case that names a client without approval. */
      markUnapproved: page.markUnapproved,
      unapproved: (item: CaseStatusInput) => kindOf(item) === "unapproved",
      /** The mark on the card of a station of the founder's career. */
      markStation: page.markStation,
      station: (item: CaseStatusInput) => kindOf(item) === "station",
      /** A case the firm may show as its own (approved client, own product): the spec's "Public". */
      shownAsPublic: (item: CaseStatusInput) => kindOf(item) === "public",
      stationNote: (station: { role: string; employer: string; period: string }) =>
        fill(page.stationNote, {
          Rolle: station.role,
          Arbeitgeber: station.employer,
          Zeitraum: station.period,
        }),
    },
    caseMeta: (item: { title: string; subtitle: string; industry: string }): PageMeta => ({
      title: fill(page.title, { Titel: item.title }),
      description: fill(page.description, { Untertitel: item.subtitle, Branche: item.industry }),
    }),
    views: {
      all: views.all,
      heading: ({ label, cases: { length } }: View) =>
        fill(length === 0 ? views.headingNone : length === 1 ? views.headingOne : views.heading, {
          Anzahl: length,
          Name: label,
        }),
      metaTitle: ({ label }: View) => fill(views.metaTitle, { Name: label }),
      metaDescription: ({ kind, label }: View) =>
        fill(kind === "branche" ? views.sectorDescription : views.serviceDescription, {
          Name: label,
        }),
      intro: ({ kind }: View) => (kind === "branche" ? views.sectorIntro : views.serviceIntro),
      none: ({ label }: View) => fill(views.none, { Name: label }),
    },
  };
}

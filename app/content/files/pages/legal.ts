/**
 * The legal texts: content/pages/impressum.yaml, datenschutz.yaml and
 * cookies.yaml, one schema for the three. The words are the owner's (and
 * their lawyer's); every fact the settings or the code decide – the provider
 * for its legal form, a provider's role and transfers, the form's fields, the
 * retention periods, the embedded services – is a placeholder
 * (app/content/legal-facts.ts), and a part that applies only sometimes says
 * when (`shown`). The privacy policy must state the role and transfer of
 * every provider the site uses: a file that leaves one out fails the build.
 */
import { z } from "zod";
import { typeset } from "#app/lib/typeset";
import {
  type LegalCondition,
  legalConditions,
  providersInUse,
  rateLimitNotice,
  storedInBrowser,
} from "../../legal-facts";
import { roleNotice, transferNotice } from "../../provider-terms";
import { site } from "../../site";
import type { PageMeta, RichBlock, RichInline } from "../../types";
import type { Report } from "../load";
import { metaSchema, text } from "../page-parts";
import { plainText, richBlocksOf, richText } from "../rich-text";
import { optionalText, placeholderHelp } from "../schema";

const legalPlaceholderHelp =
  "Platzhalter der Rechtstexte: {email}, {telefon}, {anschrift}, {firmierung} (Name mit Rechtsform), {anbieterangaben} (Anbieter nach § 5 DDG, allein in einem Absatz), {ustid}, {wid}, {logtage}, {speicherdauer}, {gesprächstage}, {statistikmonate}, {statistikdaten} (was die Besuchsstatistik speichert, allein in einem Absatz), {formularfelder}, {formularseiten} (die Seiten mit dem Formular), {pflichtfelder}, {einstellungen} (Link im Fuß), {drittanbieter}, {dienstarten} (z. B. „KI-Sprachassistent, KI-Avatar und Video“), {dienste} (Liste der eingebetteten Dienste, allein in einem Absatz), {dienstübermittlungen} (allein in einem Absatz), {drittlandübermittlung} (Satz über alle Empfänger außerhalb der EU), {ratenbegrenzung} (was der Schutz des Formulars vor Missbrauch speichert), {buchungsseite}, {stand:datenschutz}, {stand:cookies}, und zu einem Anbieter KEY (hosting, mailProvider, voiceAgent, avatar, video, bookingProvider): {anbieter:KEY} (Name und Anschrift), {anbietername:KEY}, {anbietermarke:KEY}, {datenschutzrolle:KEY}, {übermittlung:KEY}. Eine Zeile (Absatz oder Listenpunkt), die mit {falls:KEY} beginnt, erscheint nur, wenn das zutrifft: einwilligung (ein Dienst wartet auf Einwilligung), ohne-einwilligung, ein-dienst, mehrere-dienste, sprachassistent, avatar, video, terminbuchung, ki-beide, nur-sprachassistent, nur-avatar.";

const conditions = Object.keys(legalConditions) as [LegalCondition, ...LegalCondition[]];

const shown = z
  .enum(conditions)
  .optional()
  .meta({
    description:
      "Wann der Abschnitt erscheint; die Nummern, die Terminbuchung und die eingebetteten Dienste stehen in den Einstellungen „Website und Rechtliches“.",
    options: {
      immer: "Immer",
      "mit USt-IdNr.": "Nur mit Umsatzsteuer-Identifikationsnummer",
      "mit W-IdNr. ohne USt-IdNr.": "Nur mit Wirtschafts-Identifikationsnummer (ohne USt-IdNr.)",
      "mit Terminbuchung": "Nur mit eingerichteter Terminbuchung",
      "mit Sprachassistent": "Nur mit eingeschaltetem Sprachassistenten",
      "mit Avatar": "Nur mit eingeschaltetem Avatar",
      "mit Video": "Nur mit eingeschaltetem Video",
      "mit KI-Assistent": "Nur mit einem der KI-Assistenten",
      "mit Einwilligung": "Nur wenn ein Dienst auf Einwilligung wartet",
      "ohne Einwilligung": "Nur wenn kein Dienst auf Einwilligung wartet",
    } satisfies Record<LegalCondition, string>,
  });

const body = richText("Der Text des Abschnitts.", {
  optional: true,
  lists: true,
});

const subsectionSchema = z.strictObject({
  title: text.meta({ title: "Titel" }),
  shown: shown.meta({ title: "Erscheint" }),
  text: body.optional().meta({ title: "Text" }),
});

export const legalPageSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    title: text.meta({ title: "Titel", description: "Überschrift der Seite." }),
    intro: optionalText.meta({
      title: "Einleitung",
      description: "Absatz unter der Überschrift; leer = keiner.",
    }),
    contents: optionalText.meta({
      title: "Inhaltsverzeichnis",
      description:
        "Überschrift einer Liste der Abschnitte unter der Einleitung, jeder ein Link zu seinem Abschnitt (z. B. „Inhalt“); leer = keine.",
    }),
    updated: optionalText.meta({
      title: "Stand",
      description:
        "Zeile mit dem Stand über dem Knopf „Einstellungen ändern“ (nur Cookie-Richtlinie).",
    }),
    sections: z
      .array(
        subsectionSchema.extend({
          subsections: z
            .array(subsectionSchema)
            .optional()
            .meta({ title: "Unterabschnitte", description: "Unterabschnitte." }),
        }),
      )
      .min(1)
      .meta({
        title: "Abschnitte",
        description: "Die Abschnitte der Seite, jeder mit Überschrift.",
      }),
  })
  .meta({
    description: `Was die Einstellungen und der Code festlegen (Anbieter, ihre Rollen und Übermittlungen, Speicherfristen, die Felder des Formulars), steht hier als Platzhalter; die Datenschutzerklärung braucht zu jedem Anbieter, den die Website nutzt, {datenschutzrolle:KEY} und {übermittlung:KEY}. Ein Abschnitt mit „Erscheint“ steht nur dort, wenn das zutrifft. ${legalPlaceholderHelp} ${placeholderHelp}`,
  });

export type LegalPageFile = z.infer<typeof legalPageSchema>;

/** A titled part of a legal page; subsections are rendered one level lower. */
export interface LegalSection {
  title: string;
  blocks: readonly RichBlock[];
  subsections?: readonly LegalSection[];
}

/** A whole legal page: meta, H1, optional lead paragraph and its sections. */
export interface LegalPage {
  meta: PageMeta;
  title: string;
  intro?: string;
  /** The heading of the list of sections under the intro; without it no list. */
  contents?: string;
  updated?: string;
  sections: readonly LegalSection[];
}

/** The site's e-mail address, wherever a legal text names it, as a mailto link. */
function withEmailLinks(nodes: RichInline[]): RichInline[] {
  return nodes.flatMap((node): RichInline[] => {
    if (typeof node !== "string") {
      return "children" in node ? [{ ...node, children: withEmailLinks(node.children) }] : [node];
    }
    const link: RichInline = { tag: "a", href: `mailto:${site.email}`, children: [site.email] };
    return node
      .split(site.email)
      .flatMap((part, index) => [...(index > 0 ? [link] : []), ...(part ? [part] : [])]);
  });
}

const linked = (blocks: RichBlock[]): RichBlock[] =>
  blocks.map((block) =>
    "paragraph" in block
      ? { paragraph: withEmailLinks(block.paragraph) }
      : { list: block.list.map(withEmailLinks) },
  );

type SectionFile = LegalPageFile["sections"][number];

function sectionsOf(
  sections: readonly SectionFile[],
  field: string,
  report: Report,
): LegalSection[] {
  return sections.flatMap((section, index): LegalSection[] => {
    if (!legalConditions[section.shown ?? "immer"](site.legal)) return [];
    const at = `${field}[${index}]`;
    const subsections =
      section.subsections && sectionsOf(section.subsections, `${at}.subsections`, report);
    return [
      {
        title: section.title,
        blocks: linked(richBlocksOf(section.text ?? "", `${at}.text`, report)),
        ...(subsections?.length ? { subsections } : {}),
      },
    ];
  });
}

export function legalPageFromFile(file: LegalPageFile, report: Report): LegalPage {
  return {
    meta: file.meta,
    title: file.title,
    ...(file.intro ? { intro: file.intro } : {}),
    ...(file.contents ? { contents: file.contents } : {}),
    ...(file.updated ? { updated: file.updated } : {}),
    sections: sectionsOf(file.sections, "sections", report),
  };
}

/**
 * The cookie policy's file: a legal page with the spec's button that asks again, which lists
 * every entry the site's pages keep in the browser while it can be written (legal-facts.ts).
 */
export function cookiePolicyFromFile(file: LegalPageFile, report: Report) {
  const page = legalPageFromFile(file, report);
  const said = `${visibleText(page.sections)}\n${page.sections.map(titles).join("\n")}`;
  for (const key of storedInBrowser()) {
    if (!said.includes(key)) {
      report(
        "sections",
        `der Eintrag „${key}“ fehlt: die Website speichert ihn im Browser, die Cookie-Richtlinie muss ihn nennen`,
      );
    }
  }
  return { ...page, changeSettingsLabel: "Einstellungen ändern" };
}

const titles = (section: LegalSection): string =>
  [section.title, ...(section.subsections ?? []).map(titles)].join("\n");

/**
 * The privacy policy's file: a legal page that states the role and the
 * transfers of every provider the site uses ({datenschutzrolle:KEY},
 * {übermittlung:KEY}), so no provider goes unnamed when one is added.
 */
export function privacyPolicyFromFile(file: LegalPageFile, report: Report): LegalPage {
  const page = legalPageFromFile(file, report);
  const said = visibleText(page.sections);
  if (!said.includes(typeset(rateLimitNotice))) {
    report(
      "sections",
      "der Schutz vor Missbrauch fehlt: der Server speichert dafür einen Prüfwert der IP-Adresse, die Datenschutzerklärung muss es sagen (Platzhalter {ratenbegrenzung})",
    );
  }
  for (const provider of providersInUse) {
    for (const [what, notice] of [
      ["Rolle", roleNotice(provider)],
      ["Übermittlung", transferNotice(provider)],
    ] as const) {
      if (!said.includes(typeset(notice))) {
        report(
          "sections",
          `${what} von ${provider.name} fehlt: die Website nutzt diesen Anbieter, die Datenschutzerklärung muss es sagen (Platzhalter {datenschutzrolle:…} und {übermittlung:…})`,
        );
      }
    }
  }
  return page;
}

/** What a visitor reads in the sections shown, one line per paragraph or list item. */
function visibleText(sections: readonly LegalSection[]): string {
  return sections
    .flatMap((section) => [
      ...plainText(
        section.blocks.flatMap((block) => ("paragraph" in block ? [block.paragraph] : block.list)),
      ),
      visibleText(section.subsections ?? []),
    ])
    .join("\n");
}

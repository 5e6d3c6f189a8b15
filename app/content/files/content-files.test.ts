import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { prepareImages } from "#scripts/build/images";
import { withContentDir } from "#tests/support/content-dir";
import { cases } from "../cases";
import { servicePages } from "../services";
import { site } from "../site";
import { readCases, readPage, readPages, readServicePages } from "./collections";
import { ContentError } from "./load";
import type { HomeFile } from "./pages/home";

const shipped = join(process.cwd(), "content");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(shipped, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The collections read from the temporary content folder. */
function readFrom(folder: string) {
  return withContentDir(folder, () => {
    const services = readServicePages();
    return { services, cases: readCases(services) };
  });
}

/** Writes content/{collection}/{slug}.yaml in the temporary folder, `change`d from an existing file. */
function rewrite(collection: string, from: string, to: string, change = (text: string) => text) {
  const text = readFileSync(join(dir, collection, `${from}.yaml`), "utf8");
  writeFileSync(join(dir, collection, `${to}.yaml`), change(text));
}

/** The problems `read` reports, one line each. */
function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  return [];
}

/** The problems of the temporary folder: its services, and its cases against the shipped services (or its pages). */
function problems(read: "collections" | "pages" = "collections"): string[] {
  return withContentDir(dir, () => {
    if (read === "pages") return problemsOf(readPages);
    return [...problemsOf(readServicePages), ...problemsOf(() => readCases(servicePages))];
  });
}

const firstCase = cases[0]!.slug;
/** How problems name a file of the temporary folder. */
const fileOf = (collection: string, slug: string) => join(dir, collection, `${slug}.yaml`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("content files", () => {
  test("the shipped files are what the site shows", () => {
    expect(readFrom(shipped)).toEqual({ services: servicePages, cases });
  });

  test("a new case file is a new case: in the list, with its page, its views and its sitemap entry", async () => {
    rewrite("cases", firstCase, "neuer-case", (text) =>
      text.replace(/^order: .*$/m, "order: 99999").replace(/^title: .*$/m, "title: Neuer Case"),
    );
    const read = readFrom(dir);
    expect(read.cases.at(-1)).toMatchObject({ slug: "neuer-case", title: "Neuer Case" });
    expect(read.cases).toHaveLength(cases.length + 1);

    // The sitemap is built from the collections when a module loads them: ask a fresh process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "--eval",
        'const m = await import("#app/content/sitemap"); console.log(JSON.stringify({ site: m.sitePaths(), all: m.prerenderPaths() }));',
      ],
      { env: { ...process.env, CONTENT_DIR: dir } },
    );
    const paths = JSON.parse(stdout) as { site: string[]; all: string[] };
    expect(paths.site).toContain("/case/neuer-case");
    const item = read.cases.at(-1)!;
    expect(paths.all).toContain(`/cases/branche/${item.sector}`);
    for (const service of item.services) expect(paths.all).toContain(`/cases/leistung/${service}`);
    // A fresh process loads the route table and the content: not a matter of speed.
  });

  test("a wrong service or sector key stops the build with the file and the field, in German", () => {
    rewrite("cases", firstCase, firstCase, (text) =>
      text
        .replace(/^sector: .*$/m, "sector: weltraumbergbau")
        .replace(/^services:.*$/m, "services:\n  - gibt-es-nicht"),
    );
    const lines = problems();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${escape(fileOf("cases", firstCase))}, Feld „sector“: „weltraumbergbau“ ist keine der möglichen Angaben\\. Möglich sind: `,
          ),
        ),
      ]),
    );
    expect(lines.join("\n")).not.toContain("Invalid");
  });

  test("a service key that names no service file is reported with the files there are", () => {
    rewrite("cases", firstCase, firstCase, (text) =>
      text.replace(/^services:.*$/m, "services:\n  - gibt-es-nicht"),
    );
    expect(problems()).toEqual([
      `${fileOf("cases", firstCase)}, Feld „services“ → Eintrag 1 („gibt-es-nicht“): „gibt-es-nicht“ ist keine Leistung. Möglich sind die Dateinamen in content/services: ${servicePages.map((page) => page.slug).join(", ")}`,
    ]);
  });

  test("a station names its activities, not the firm's services; a client quote is whole", () => {
    rewrite(
      "cases",
      firstCase,
      "station",
      (text) =>
        `${text.replace(/^services:.*$/m, `services:\n  - ${servicePages[0]!.slug}`)}station:\n  role: Berater\n  employer: Firma\n  period: 2010–2012\n  activities:\n    - Beratung\n`,
    );
    rewrite("cases", firstCase, firstCase, (text) => `${text}testimonial:\n  quote: Gut.\n`);
    expect(problems().sort()).toEqual(
      [
        `${fileOf("cases", firstCase)}, Feld „testimonial“: Eine Kundenstimme braucht Zitat, Name, Rolle und Unternehmen`,
        `${fileOf("cases", "station")}, Feld „services“: Eine Station vor der Gründung nennt keine Leistungen der Firma, sondern ihre damaligen Tätigkeiten (station.activities)`,
      ].sort(),
    );
  });

  test("missing fields, unknown placeholders and bad YAML are named with file and field", () => {
    const secondCase = cases[1]!.slug;
    rewrite("cases", firstCase, firstCase, (text) => text.replace(/^title: .*\n/m, ""));
    rewrite("cases", secondCase, secondCase, (text) =>
      text.replace(/^context: /m, "context: Bei {kundin} "),
    );
    rewrite("services", servicePages[0]!.slug, "kaputt", () => "name: [nicht geschlossen\n");
    const lines = problems();
    expect(lines).toEqual(
      expect.arrayContaining([
        `${fileOf("cases", firstCase)}, Feld „title“: fehlt`,
        `${fileOf("cases", secondCase)}, Feld „context“: Unbekannter Platzhalter {kundin}: die möglichen stehen in der Hilfe des Editors`,
        `${fileOf("services", "kaputt")}: Kein gültiges YAML ab Zeile 2, Spalte 1: Einrückung, Doppelpunkte und Anführungszeichen prüfen (ein Text, der mit { oder [ beginnt, steht in Anführungszeichen)`,
      ]),
    );
  });

  test("a list entry indented one space too far is named by its line, not merged into the one before", () => {
    rewrite("cases", firstCase, firstCase, (text) =>
      text.replace(
        /^outcomes:\n(?: +- .*\n)+/m,
        "outcomes:\n  - Erstes Ergebnis\n   - Zweites Ergebnis\n",
      ),
    );
    const text = readFileSync(fileOf("cases", firstCase), "utf8");
    const line = text.split("\n").indexOf("   - Zweites Ergebnis") + 1;
    expect(line).toBeGreaterThan(0);
    expect(problems()).toEqual([
      `${fileOf("cases", firstCase)}, Zeile ${line}: Dieser Listeneintrag ist mit dem vorigen zu einem verschmolzen, weil er weiter eingerückt ist: das „- “ genau unter das „- “ des vorigen Eintrags setzen`,
    ]);
  });

  test("placeholders take the brand, the founder and a conversation from their one definition", () => {
    rewrite("cases", firstCase, firstCase, (text) =>
      text.replace(
        /^context: .*$/m,
        `context: "{marke}, {vorname} und {gespräch:klarheitsgespraech}"`,
      ),
    );
    const item = readFrom(dir).cases.find((entry) => entry.slug === firstCase)!;
    expect(item.context).toEqual([
      [
        `${site.brand}, ${site.founder.firstName} und Klarheitsgespräch (25\u00a0Minuten, kostenlos)`,
      ],
    ]);
  });

  test("running text with a mark not allowed or a link to no page names file, field and line, in German", () => {
    rewrite("cases", firstCase, "neu", (text) =>
      text.replace(/^context: .*$/m, `context: "Ausgangslage\\n\\n## Titel"`),
    );
    rewrite("cases", firstCase, firstCase, (text) =>
      text.replace(/^approach: .*$/m, "approach: Siehe [hier](/gibt-es-nicht)."),
    );
    expect(problems()).toEqual([
      `${fileOf("cases", "neu")}, Feld „context“: Überschrift ist hier nicht möglich, nur Absätze mit fett, kursiv und Links (Zeile 3)`,
      expect.stringMatching(
        new RegExp(
          `^${escape(fileOf("cases", firstCase))}, Feld „approach“: „/gibt-es-nicht“ ist keine Seite der Website\\. Möglich sind /, `,
        ),
      ),
    ]);
  });

  test("a page file with a wrong key or a missing field names file and field, in German", () => {
    rewrite("pages", "about", "about", (text) =>
      text
        .replace(/^ {2}title: .*\n/m, "")
        .replace("offer: klarheitsgespraech", "offer: kaffeeklatsch"),
    );
    const file = fileOf("pages", "about");
    const lines = problems("pages");
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${escape(file)}, Feld „meta\\.title“: fehlt$`)),
        expect.stringMatching(
          new RegExp(
            `^${escape(file)}, Feld „hero\\.primary\\.offer“: „kaffeeklatsch“ ist keine der möglichen Angaben`,
          ),
        ),
      ]),
    );
    expect(lines.join("\n")).not.toContain("Invalid");
  });

  test("a case's figure counts a mark of its own sketch, as a whole number the drawing holds", () => {
    /** A case of the ideas funnel (content/cases/{slug}.yaml) with `metrics`, as typed into its file. */
    const funnelWith = (metrics: object[]) =>
      rewrite("cases", firstCase, "trichter", (text) => {
        const data = parse(text) as Record<string, unknown>;
        return stringify({ ...data, sketch: "funnel", metrics });
      });
    const claim = { label: "Ideen", sample: true };
    funnelWith([
      { ...claim, value: "27", drawn: "ideas" },
      { ...claim, value: "4", drawn: "gates" },
    ]);
    expect(problems()).toEqual([]);
    const item = readFrom(dir).cases.find((candidate) => candidate.slug === "trichter")!;
    expect(item.sketchCounts).toEqual({ ideas: 27, gates: 4 });
    expect(item.metrics[0]).toEqual({ value: "27", label: "Ideen", sample: true });

    funnelWith([
      { ...claim, value: "rund 30", drawn: "ideas" },
      { ...claim, value: "4", drawn: "gates" },
      { ...claim, value: "8", drawn: "crowd" },
      { ...claim, value: "9", drawn: "gates" },
    ]);
    const file = fileOf("cases", "trichter");
    expect(problems()).toEqual([
      `${file}, Feld „metrics“ → Eintrag 1 („Ideen“) → „drawn“: Die Skizze zeichnet 3 bis 40 Ideen im Ideentrichter; „rund 30“ ist keine ganze Zahl in diesem Bereich. Feld leeren oder die Zahl anpassen`,
      `${file}, Feld „metrics“ → Eintrag 3 („Ideen“) → „drawn“: „Wettbewerber auf der Marktkarte“ zeichnet nur die Skizze „Marktkarte: vom Gedränge der Wettbewerber in einen freien Bereich“; dieser Case zeichnet „Ideentrichter: viele Ideen, Prüfpunkte, ein Fahrplan“. Feld leeren oder eine andere Skizze wählen`,
      `${file}, Feld „metrics“ → Eintrag 4 („Ideen“) → „drawn“: Eine andere Kennzahl zählt schon die Prüfpunkte im Ideentrichter; nur eine darf sie zählen`,
    ]);
  });

  test("a sketch that draws one result (a decision, a new position) carries one word, numbered sketches up to four", () => {
    const sketchWith = (sketch: string, sketchLabels: string[]) =>
      rewrite("cases", firstCase, "karte", (text) => {
        const data = parse(text) as Record<string, unknown>;
        return stringify({ ...data, sketch, sketchLabels });
      });
    sketchWith("positioning", ["Klarer Partner"]);
    expect(problems()).toEqual([]);
    sketchWith("messages", ["Eins", "Zwei", "Drei"]);
    expect(problems()).toEqual([]);
    sketchWith("positioning", ["Klarer Partner", "Für alle"]);
    expect(problems()).toEqual([
      `${fileOf("cases", "karte")}, Feld „sketchLabels“: „Beschriftung der Skizze“: Die Skizze „Marktkarte: vom Gedränge der Wettbewerber in einen freien Bereich“ zeichnet ein Ergebnis, bitte nur ein Stichwort eintragen; weitere gehören zu den Ergebnissen (outcomes)`,
    ]);
  });

  test("a case's photo, gallery and client logo come from content/images, each with its alt text", async () => {
    const images = join(dir, "images");
    const photo = join(images, "cases", "neu", "heroImage", "src.jpg");
    mkdirSync(join(photo, ".."), { recursive: true });
    const jpeg = sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6" } });
    writeFileSync(photo, await jpeg.jpeg().toBuffer());
    const before = process.env.IMAGE_CACHE_DIR;
    process.env.IMAGE_CACHE_DIR = join(dir, "cache");
    try {
      await prepareImages(images);
      rewrite("cases", firstCase, "neu", (text) =>
        [
          text,
          "heroImage: { src: cases/neu/heroImage/src.jpg, alt: Workshop mit dem Team }",
          "gallery: [{ src: cases/neu/heroImage/src.jpg, alt: Whiteboard }, { alt: '' }]",
          "clientLogo: { src: cases/neu/heroImage/src.jpg, alt: '' }",
        ].join("\n"),
      );
      expect(problems()).toEqual([
        `${fileOf("cases", "neu")}, Feld „clientLogo.alt“: Ein Bild braucht einen Alternativtext (alt): was darauf zu sehen ist`,
      ]);
      rewrite("cases", "neu", "neu", (text) =>
        text
          .replace("src.jpg, alt: '' }", "src.jpg, alt: Logo der Kunde AG }")
          .replace("heroImage/src.jpg, alt: W", "fehlt.jpg, alt: W"),
      );
      expect(problems()).toEqual([
        `${fileOf("cases", "neu")}, Feld „heroImage“: Bild „cases/neu/fehlt.jpg“ fehlt in content/images`,
      ]);
      rewrite("cases", "neu", "neu", (text) => text.replace("fehlt.jpg", "heroImage/src.jpg"));
      const item = readFrom(dir).cases.find((candidate) => candidate.slug === "neu")!;
      expect(item.heroImage).toMatchObject({
        alt: "Workshop mit dem Team",
        image: { width: 900, height: 600 },
      });
      expect(item.gallery.map((entry) => entry.alt)).toEqual(["Whiteboard"]);
      expect(item.clientLogo).toMatchObject({ alt: "Logo der Kunde AG", logoPermission: false });
    } finally {
      if (before === undefined) delete process.env.IMAGE_CACHE_DIR;
      else process.env.IMAGE_CACHE_DIR = before;
    }
  });
});

describe("page files", () => {
  const serviceSlugs = servicePages.map((page) => page.slug).sort();
  const homeFile = () => join(dir, "pages", "home.yaml");
  const homeData = () => parse(readFileSync(homeFile(), "utf8")) as HomeFile;

  /** content/pages/home.yaml in the temporary folder, `change`d as data. */
  function changeHome(change: (data: HomeFile) => void) {
    const data = parse(readFileSync(homeFile(), "utf8")) as HomeFile;
    change(data);
    writeFileSync(homeFile(), stringify(data));
  }

  /** The problems of reading the home page from the temporary folder. */
  function homeProblems(): string[] {
    return withContentDir(dir, () => problemsOf(() => readPage("home")));
  }

  test("the shipped page files fit their schemas", () => {
    expect(Object.keys(readPages())).toContain("content/pages/home.yaml");
  });

  test("a missing field, an unknown source and a wrong offer stop the build with file and field, in German", () => {
    changeHome((data) => {
      // Mistakes the schema's types forbid: as an owner might type them into the file.
      (data.hero as Partial<HomeFile["hero"]>).title = undefined;
      data.results.counters[0]!.source = "erfunden" as never;
      data.closing.primary = { offer: "kaffeeklatsch" as never };
    });
    const lines = homeProblems();
    const firstCounter = `„results.counters“ → Eintrag 1 („${homeData().results.counters[0]!.label}“) → „source“`;
    for (const field of ["„hero.title“", firstCounter, "„closing.primary.offer“"]) {
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${escape(homeFile())}, Feld ${escape(field)}: `)),
        ]),
      );
    }
    expect(lines.join("\n")).toMatch(
      /„erfunden“ ist keine der möglichen Angaben\. Möglich sind: fact, own, /,
    );
    expect(lines.join("\n")).not.toMatch(/Invalid|expected/);
  });

  test("a link to no page and a service without a file are named with the choices", () => {
    changeHome((data) => {
      data.hexacore.link.to = "/gibt-es-nicht";
      data.focus.areas[0]!.service = "gibt-es-nicht";
      data.closing.secondary = { label: "Mehr" };
    });
    expect(homeProblems().sort()).toEqual(
      [
        expect.stringMatching(
          new RegExp(
            `^${escape(homeFile())}, Feld „hexacore\\.link\\.to“: „/gibt-es-nicht“ ist keine Seite der Website\\. Möglich sind /, /leistungen, `,
          ),
        ),
        `${homeFile()}, Feld „focus.areas“ → Eintrag 1 („${homeData().focus.areas[0]!.title}“) → „service“: „gibt-es-nicht“ ist keine Leistung. Möglich sind die Dateinamen in content/services: ${serviceSlugs.join(", ")}`,
        `${homeFile()}, Feld „closing.secondary“: Ein zweiter Knopf braucht Beschriftung (label) und Ziel (to)`,
      ].sort(),
    );
  });

  test("a company's period that names no station or mandate is reported with the keys there are", () => {
    changeHome((data) => {
      data.experience.cards[0]!.companies[0]!.period = "gibt-es-nicht";
    });
    const [line, ...more] = homeProblems();
    expect(more).toEqual([]);
    expect(line).toMatch(
      new RegExp(
        `^${escape(homeFile())}, Feld „experience\\.cards“ → Eintrag 1 .*„period“: „gibt-es-nicht“ ist weder eine Station noch ein Mandat in content/settings/dates\\.yaml\\. Möglich sind [a-z-]+(, [a-z-]+)*; leer lassen für keine Jahre$`,
      ),
    );
  });

  test("a page file that is missing is named", () => {
    rmSync(homeFile());
    expect(homeProblems()).toEqual([`${homeFile()}: Die Datei fehlt`]);
  });
});

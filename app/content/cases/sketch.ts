/**
 * The kinds of sketch a case page draws where the case has no photo
 * (app/components/sections/case-figure.tsx): each the kind of artefact the work produced. A case
 * file may name one (`sketch`); otherwise its first service picks it, and a station before the
 * founding (no services) takes the path to a decision.
 */
export const sketchKinds = [
  "decision",
  "positioning",
  "messages",
  "funnel",
  "markets",
  "loop",
  "alignment",
] as const;

export type SketchKind = (typeof sketchKinds)[number];

/** The kinds' names in the editor's choice. */
export const sketchNames: Record<SketchKind, string> = {
  decision: "Entscheidungsbaum: Schwerpunkte, Optionen, die gewählte",
  positioning: "Marktkarte: vom Gedränge der Wettbewerber in einen freien Bereich",
  messages: "Botschaften: viele einzelne, gebündelt zu wenigen",
  funnel: "Ideentrichter: viele Ideen, Prüfpunkte, ein Fahrplan",
  markets: "Zielmärkte: ein Raster von Märkten, wenige als Ziel",
  loop: "Kreislauf: Prototyp, bauen, testen, lernen",
  alignment: "Gemeinsame Grundlage: mehrere Teams, eine priorisierte Liste",
};

/**
 * The marks each kind's key explains, in the key's order, each with its name in the editor: the
 * key says what a mark stands for (content/pages/case-list.yaml), the drawing draws it
 * (app/components/sections/case-sketch-key.tsx draws it small beside its words).
 */
export const sketchMarks = {
  decision: {
    focus: "Linien von links (Schwerpunkte)",
    dropped: "Gestrichelte Linien (verworfene Optionen)",
    result: "Orangefarbenes Sechseck (Ergebnis)",
  },
  positioning: {
    crowd: "Graue Punkte (Wettbewerber)",
    today: "Gestrichelter Ring (Position heute)",
    target: "Orangefarbener Punkt (neue Position)",
  },
  messages: {
    many: "Graue Balken (einzelne Botschaften)",
    dropped: "Blasse Balken (weggefallen)",
    core: "Grüne Balken (Kernbotschaften)",
  },
  funnel: {
    ideas: "Graue Punkte (Ideen)",
    gates: "Senkrechte Striche (Prüfpunkte)",
    milestones: "Rauten (Meilensteine)",
  },
  markets: {
    market: "Leere Kacheln (mögliche Märkte)",
    target: "Grüne Kacheln (Zielmärkte)",
    entry: "Pfeil (Markteintritt)",
  },
  loop: {
    prototype: "Bildschirm in der Mitte (Prototyp)",
    steps: "Ringe (Schritte)",
    current: "Orangefarbener Ring (aktueller Schritt)",
  },
  alignment: {
    teams: "Graue Kreise (Teams)",
    list: "Grüne Balken (gemeinsame Liste)",
    first: "Orangefarbener Balken (oberste Priorität)",
  },
} as const satisfies Record<SketchKind, Record<string, string>>;

export type SketchMark<Kind extends SketchKind> = keyof (typeof sketchMarks)[Kind];

/**
 * The mark a case's own words label (`sketchLabels`): what the work kept, in the case's words,
 * under its sketch beside this mark. Where the kind draws several of them, the drawing draws as
 * many as there are words (issue 31: sketches alike across cases, round 22).
 */
export const labelledMarks: { [Kind in SketchKind]: SketchMark<Kind> } = {
  decision: "result",
  positioning: "target",
  messages: "core",
  funnel: "milestones",
  markets: "target",
  loop: "steps",
  alignment: "teams",
};

/**
 * The marks a case's own figures may count (a metric's `drawn`): the drawing then draws as many
 * as the figure says, so the picture and the figure beside it agree (round 28: a funnel of 17
 * ideas and 2 gates beside "27 ideas" and "4 decision points"). Each within what its drawing
 * holds legibly; other counts keep avoiding the page's numbers.
 */
export const countedMarks = {
  ideas: { kind: "funnel", least: 3, most: 40, name: "Ideen im Ideentrichter" },
  gates: { kind: "funnel", least: 2, most: 5, name: "Prüfpunkte im Ideentrichter" },
  crowd: { kind: "positioning", least: 3, most: 16, name: "Wettbewerber auf der Marktkarte" },
  many: { kind: "messages", least: 4, most: 14, name: "Einzelne Botschaften vor der Bündelung" },
} as const satisfies Record<
  string,
  { kind: SketchKind; least: number; most: number; name: string }
>;

export type CountedMark = keyof typeof countedMarks;

export const countedMarkKeys = Object.keys(countedMarks) as CountedMark[];

/** The kinds that draw one labelled mark per word, each numbered as its word is. */
export const numberedKinds: ReadonlySet<SketchKind> = new Set([
  "messages",
  "funnel",
  "markets",
  "loop",
  "alignment",
]);

/** The most words a sketch carries, and the most characters each: they stand on one line. */
export const sketchLabelLimits = { count: 4, characters: 28 } as const;

/** The kind a service's work produces (by the service's file name); others draw a decision. */
const byService: Record<string, SketchKind> = {
  "strategy-positioning": "positioning",
  "pricing-packaging": "positioning",
  "brand-narrative": "messages",
  "knowledge-transfer": "messages",
  "product-innovation": "funnel",
  "research-insights": "funnel",
  "gtm-growth": "markets",
  "sales-enablement": "markets",
  "startup-readiness": "loop",
  "no-code-prototyping": "loop",
  "continuous-improvement": "loop",
  "digital-transformation": "loop",
  "decision-architecture": "decision",
};

/** A case's sketch: the one its file names, else its first service's, else a decision. */
export function sketchOf(named: SketchKind | "" | undefined, services: readonly string[]) {
  if (named) return named;
  return byService[services[0] ?? ""] ?? "decision";
}

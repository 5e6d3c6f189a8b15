/**
 * The strip above the header of every page while the site is in sample mode
 * (app/lib/sample-mode.ts): nobody takes the demo for a real firm.
 */
export const sampleNotice = {
  /** Accessible name of the note. */
  label: "Hinweis zur Demo",
  /** Phones: one short line. */
  short: "Demo-Website mit erfundenen Inhalten",
  /** Wider screens. */
  long: "Demo-Website: Firma, Berater, Zahlen und Referenzen sind erfundene Beispiele",
} as const;

/** Marks on single pieces of sample content, shown wherever they appear. */
export const sampleLabels = {
  /** Under an invented quote. */
  quote: "Beispielzitat – keine echte Kundenstimme",
  /** On an invented (anonymised) case, on its card and its page. */
  case: "Beispiel-Case",
  /** In the founder's photo slot until `site.founder.portrait` names a photo. */
  portrait: "Porträtfoto folgt",
} as const;

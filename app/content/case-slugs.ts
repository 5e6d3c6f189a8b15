/**
 * The slugs of all cases, apart from the case texts, so the browser can tell
 * a known case from an unknown one without loading every case
 * (see docs/decisions/004-content-as-loader-data.md). A test checks that this
 * list matches `cases` in cases.ts.
 */
export const caseSlugs: readonly string[] = [
  "paglierani-2023",
  "selene-spa",
  "hexacore-navigator",
  "green-cocoon-ceo",
  "scisys-space",
  "sabio-consulting",
  "panasonic-project",
  "hapag-lloyd-it",
  "knabberteller",
  "astroplants",
  "neurogum",
  "collect-the-world",
  "sax-logistik",
  "take-me-home",
  "nort-lithium-batteries",
  "b2b-repositioning",
  "startup-branding",
  "medtech-innovation",
  "consumer-relaunch",
];

export function isCaseSlug(slug: string | undefined): slug is string {
  return slug !== undefined && caseSlugs.includes(slug);
}

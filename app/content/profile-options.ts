/** Fixed options of the profile page (/nort), shared by its schema and its route. */

/** Competency groups, in the order the page shows them (spec: strategic, business, technical, sustainability, consulting). */
export const competencyCategories = [
  "strategic",
  "business",
  "technical",
  "sustainability",
  "consulting",
] as const;

export type CompetencyCategory = (typeof competencyCategories)[number];

/** Competency levels, the page's first: a group names its focus first, then what complements it. */
export const competencyLevels = ["expert", "advanced"] as const;

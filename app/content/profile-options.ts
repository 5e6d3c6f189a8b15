/** Fixed options of the profile page (/nort), shared by its schema and its route. */

/** The icons the profile page can show (the route maps each to its SVG). */
export const profileIcons = [
  "lightbulb",
  "compass",
  "chart",
  "package",
  "grain",
  "droplet",
  "box",
] as const;

/** Competency groups, in the order the page shows them (spec: strategic, business, technical, sustainability, consulting). */
export const competencyCategories = [
  "strategic",
  "business",
  "technical",
  "sustainability",
  "consulting",
] as const;

export type ProfileIcon = (typeof profileIcons)[number];
export type CompetencyCategory = (typeof competencyCategories)[number];

import type { Competency } from "#app/content/files/pages/profile";
import { competencyCategories, type CompetencyCategory } from "#app/content/profile-options";

/** The competencies per category in the fixed order; categories without entries are left out. */
export function groupCompetencies(
  items: readonly Competency[],
  headings: Record<CompetencyCategory, string>,
) {
  return competencyCategories
    .map((category) => ({
      category,
      heading: headings[category],
      items: items.filter((item) => item.category === category),
    }))
    .filter((group) => group.items.length > 0);
}

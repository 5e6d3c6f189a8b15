import { describe, expect, it } from "vitest";
import type { Competency, TimelineEntry } from "#app/content/files/pages/profile";
import { groupCompetencies, uniquePeriods } from "./profile-data";

const headings = {
  strategic: "Strategie",
  business: "Business",
  technical: "Technik",
  sustainability: "Nachhaltigkeit",
  consulting: "Beratung",
};

describe("groupCompetencies", () => {
  it("groups in the spec's fixed order and hides a category without entries", () => {
    const items: Competency[] = [
      { name: "Moderation", category: "consulting", level: "expert" },
      { name: "Roadmaps", category: "strategic", level: "advanced" },
      { name: "Prototyping", category: "technical", level: "expert" },
      { name: "Pricing", category: "business", level: "expert" },
    ];
    const groups = groupCompetencies(items, headings);
    expect(groups.map((group) => group.heading)).toEqual([
      "Strategie",
      "Business",
      "Technik",
      "Beratung",
    ]);
    expect(groups[0]!.items.map((item) => item.name)).toEqual(["Roadmaps"]);
  });
});

describe("uniquePeriods", () => {
  it("keeps the first entry of a period listed twice", () => {
    const entry = (period: string, title: string) =>
      ({
        period,
        positions: [{ title, companies: [], focus: "", achievements: [] }],
      }) as TimelineEntry;
    const result = uniquePeriods([entry("2020", "A"), entry("2018", "B"), entry("2020", "C")]);
    expect(result.map((item) => item.positions[0]!.title)).toEqual(["A", "B"]);
  });
});

import { describe, expect, it } from "vitest";
import type { Competency } from "#app/content/files/pages/profile";
import { groupCompetencies } from "./profile-data";

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

import { describe, expect, it } from "vitest";
import { mainNav } from "#app/content/navigation";
import { sectionTrail } from "./breadcrumbs";

describe("sectionTrail", () => {
  it("leads from the home page through the section's navigation entry to the page", () => {
    const section = mainNav.find((item) => item.to !== "/")!;
    const page = { label: "Seite", to: `${section.to}/seite` };
    expect(sectionTrail(section.to, page)).toEqual([mainNav[0], section, page]);
  });

  it("refuses a section that is not in the main navigation", () => {
    expect(() => sectionTrail("/gibt-es-nicht", { label: "x", to: "/x" })).toThrow(
      /not in the main/,
    );
  });
});

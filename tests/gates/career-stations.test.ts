import { join } from "node:path";
import { expect, test } from "vitest";
import { caseLabels, cases } from "#app/content/cases";
import { clientDir, readPage } from "./pages";

test("a station of the founder's career reads as his work before the firm, not as a client case", () => {
  const stations = cases.filter((item) => item.station);
  for (const item of cases) {
    const main = readPage(join(clientDir, "case", item.slug, "index.html")).querySelector("main")!;
    const headings = main.querySelectorAll("h2").map((heading) => heading.textContent.trim());
    const text = main.textContent.replace(/\s+/g, " ");
    if (item.station) {
      expect(text, item.slug).toContain(caseLabels.stationNote(item.station).replace(/\s+/g, " "));
      expect(headings, item.slug).toContain(caseLabels.stationApproach);
      expect(headings, item.slug).not.toContain(caseLabels.approach);
    } else {
      expect(headings, item.slug).toContain(caseLabels.approach);
    }
  }
  expect(stations.length).toBeGreaterThan(0);
});

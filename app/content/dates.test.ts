import { describe, expect, it } from "vitest";
import { cases } from "./cases";
import { buildYear, dates, formatDate, formatPeriod, since } from "./dates";
import { readPage } from "./files/collections";

const founder = readPage("founder");
const profile = readPage("profile");

/** The start year each page gives for the Nort mandate (profile, case, founder page's path), if any. */
function nortYears(): (string | undefined)[] {
  const year = (text: string | undefined, pattern: RegExp) => text?.match(pattern)?.[1];
  const pathCompanies = founder.path.items.flatMap((step) => step.companies);
  return [
    year(
      profile.mandates.find((mandate) => mandate.company.startsWith("Nort"))?.period,
      /seit (\d{4})/,
    ),
    year(cases.find((item) => item.slug === "nort-lithium-batteries")?.timeline, /seit (\d{4})/),
    year(
      pathCompanies.find((name) => name.startsWith("Nort")),
      /seit (\d{4})/,
    ),
    year(
      founder.path.items.find((step) => step.description.includes("Lithium"))?.description,
      /Lithium-Batteriesysteme[^.]*seit (\d{4})/,
    ),
  ];
}

describe("dates", () => {
  it("writes periods and dates as the pages show them", () => {
    expect(formatPeriod({ from: 2008, to: 2012 })).toBe("2008–2012");
    expect(since(2019)).toBe("seit 2019");
    expect(formatDate("2026-11-25")).toBe("25. November 2026");
    expect(formatDate("2025-09-01")).toBe("1. September 2025");
  });

  it("the Nort mandate starts in the same year wherever a page gives one", () => {
    // A text may leave the year out (the founder's path names it once, in its meta line).
    const years = nortYears().filter((year) => year !== undefined);
    expect(years).toEqual(Array(years.length).fill(String(dates.mandates.nort)));
  });

  it("the build year is the year the pages were rendered", () => {
    expect(buildYear).toBe(new Date().getFullYear());
  });
});

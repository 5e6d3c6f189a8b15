import { describe, expect, it } from "vitest";
import { readPage } from "#app/content/files/collections";
import { typeset } from "#app/lib/typeset";
import { site } from "#app/content/site";
import { migrationStatements } from "../../sqlite/migrations";
import { statsColumnMeanings, statsColumns, statsDataInPolicy } from "./schema";

const datenschutz = readPage("datenschutz");
const cookiePolicy = readPage("cookies");

/** Every string of a legal page, as a visitor reads it. */
const text = (page: object) => JSON.stringify(page);

describe("the privacy policy states what the statistics store", () => {
  it("has the policy's words for every column the statistics' tables have", () => {
    const columns = [
      ...statsColumns(
        migrationStatements().filter((statement) => /TABLE IF NOT EXISTS stats_/.test(statement)),
      ).values(),
    ].flat();
    expect(columns.length).toBeGreaterThan(10);
    const unstated = columns.filter((column) => !statsColumnMeanings[column]);
    expect(unstated, "Spalte ohne Satz in statsColumnMeanings (app/stats/schema.ts)").toEqual([]);
    expect(Object.keys(statsColumnMeanings).filter((key) => !columns.includes(key))).toEqual([]);
  });

  it("names each kind of datum, the retention and the legal basis in the privacy policy", () => {
    const policy = text(datenschutz);
    for (const datum of statsDataInPolicy)
      expect(policy.includes(typeset(datum)), datum).toBe(true);
    for (const said of [
      `die Tageszahlen ${site.legal.statsRetentionMonths} Monate`,
      "Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse ist es, zu erfahren",
    ]) {
      expect(policy.includes(typeset(said)), said).toBe(true);
    }
    expect(policy).not.toContain("Wir zählen keine Besuche");
  });

  it("says in the cookie policy that the statistics use no cookie", () => {
    expect(text(cookiePolicy).includes(typeset("Besuchsstatistik kommt ohne Cookies"))).toBe(true);
  });
});

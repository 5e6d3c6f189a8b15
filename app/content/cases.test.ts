import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentDir } from "./files/content-dir";
import { plainText } from "./files/rich-text";
import {
  caseLabels,
  caseMeta,
  cases,
  casesSections,
  findCase,
  industrySectors,
  nextCase,
  type Case,
} from "./cases";
import { heroCaseOf, relatedCases, variedCases } from "./case-filters";
import { servicePages } from "./services";

describe("cases", () => {
  it("each have a unique slug", () => {
    const slugs = cases.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("use slugs that are safe in a URL", () => {
    for (const item of cases) expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(cases.map((item) => [item.slug, item] as const))(
    "%s has every field the pages render",
    (_slug, item) => {
      for (const text of [
        item.title,
        item.subtitle,
        item.industry,
        item.timeline,
        ...plainText(item.context),
        ...plainText(item.approach),
      ]) {
        expect(text.trim()).not.toBe("");
      }
      for (const list of [item.serviceNames, item.outcomes, item.badges]) {
        expect(list.length).toBeGreaterThan(0);
        for (const entry of list) expect(entry.trim()).not.toBe("");
      }
      for (const metric of item.metrics) {
        expect(metric.label.trim()).not.toBe("");
        expect(metric.value.trim()).not.toBe("");
      }
      expect(industrySectors).toContain(item.industry);
    },
  );

  it("list each industry sector once", () => {
    expect(new Set(industrySectors).size).toBe(industrySectors.length);
  });

  it("fill the counts into the section titles that ask for them ([Anzahl])", () => {
    const file = parse(readFileSync(join(contentDir("pages"), "case-list.yaml"), "utf8")) as {
      grid: { title: string };
      sectors: { title: string };
    };
    for (const [raw, title, count] of [
      [file.grid.title, casesSections.grid.title, cases.length],
      [file.sectors.title, casesSections.sectors.title, industrySectors.length],
    ] as const) {
      expect(title).not.toContain("[Anzahl]");
      if (raw.includes("[Anzahl]")) expect(title).toContain(String(count));
    }
  });

  it("give every case page its own title and description", () => {
    const metas = cases.map(caseMeta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(cases.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(cases.length);
  });
});

describe("a case's status", () => {
  const base = { confidential: false };
  it("reads NDA for a confidential case", () => {
    expect(caseLabels.statusOf({ ...base, confidential: true })).toBe(caseLabels.nda);
  });
  it("never reads NDA for an invented sample case", () => {
    expect(caseLabels.statusOf({ ...base, confidential: true, sample: true })).not.toBe(
      caseLabels.nda,
    );
    for (const item of cases.filter((entry) => entry.sample && entry.confidential)) {
      expect(caseLabels.statusOf(item)).not.toBe(caseLabels.nda);
    }
  });
  it("reads Public only for an approved client or the firm's own product", () => {
    expect(caseLabels.statusOf({ ...base, approvedByClient: true })).toBe(caseLabels.public);
    expect(caseLabels.statusOf({ ...base, ownProduct: true })).toBe(caseLabels.public);
  });
  it("never reads Public for a named client without approval or a station before the founding", () => {
    expect(caseLabels.statusOf(base)).not.toBe(caseLabels.public);
    expect(caseLabels.statusOf({ ...base, station: {}, approvedByClient: true })).not.toBe(
      caseLabels.public,
    );
  });
  it("shows no case of an unapproved named client or a station as Public", () => {
    for (const item of cases.filter(
      (entry) => entry.station || !(entry.approvedByClient || entry.ownProduct),
    )) {
      expect(caseLabels.statusOf(item)).not.toBe(caseLabels.public);
    }
  });
});

describe("findCase", () => {
  it("finds a case by slug and nothing for an unknown or missing slug", () => {
    expect(findCase(cases[0]!.slug)).toBe(cases[0]);
    expect(findCase("gibt-es-nicht")).toBeUndefined();
    expect(findCase("")).toBeUndefined();
    expect(findCase(undefined)).toBeUndefined();
  });
});

describe("nextCase", () => {
  it("returns the following case", () => {
    expect(nextCase(cases[0]!.slug)).toBe(cases[1]);
    expect(nextCase(cases[5]!.slug)).toBe(cases[6]);
  });

  it("wraps from the last case to the first", () => {
    expect(nextCase(cases[cases.length - 1]!.slug)).toBe(cases[0]);
  });

  it("cycles through every case exactly once", () => {
    const seen = new Set<string>();
    let slug = cases[0]!.slug;
    for (let step = 0; step < cases.length; step++) {
      seen.add(slug);
      slug = nextCase(slug).slug;
    }
    expect(slug).toBe(cases[0]!.slug);
    expect(seen.size).toBe(cases.length);
  });
});

describe("variedCases", () => {
  const of = (slug: string, sketch: Case["sketch"]): Case => ({ ...cases[0]!, slug, sketch });
  const slugs = (list: readonly Case[]) => list.map((item) => item.slug);

  it("takes one case of each sketch kind first, in the content's order", () => {
    const list = [of("a", "markets"), of("b", "markets"), of("c", "funnel"), of("d", "loop")];
    expect(slugs(variedCases(list, 3))).toEqual(["a", "c", "d"]);
  });

  it("no kind twice where two kinds make a row of two; a kind repeats only where it is alone", () => {
    const list = [of("a", "markets"), of("b", "markets"), of("c", "funnel"), of("d", "markets")];
    expect(slugs(variedCases(list, 3))).toEqual(["a", "c"]);
    expect(slugs(variedCases(list.slice(0, 2), 3))).toEqual(["a", "b"]);
  });
});

describe("heroCaseOf", () => {
  it("shows beside a service's hero one of its cases, one no other service shows where it has another", () => {
    const leads = servicePages.map((service) => ({
      slug: service.slug,
      related: relatedCases(service.slug),
      lead: heroCaseOf(service.slug),
    }));
    for (const { slug, related, lead } of leads) {
      if (related.length === 0) {
        expect(lead, slug).toBeUndefined();
        continue;
      }
      expect(related, slug).toContain(lead);
      // Shared only where one of the services sharing it had every case beside another's hero.
      const sharing = leads.filter((other) => other.lead === lead);
      const cornered = sharing.some((one) =>
        one.related.every((item) => leads.some((other) => other !== one && other.lead === item)),
      );
      if (sharing.length > 1) expect(cornered, slug).toBe(true);
    }
  });
});

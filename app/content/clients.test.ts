import { describe, expect, it } from "vitest";
import { caseFromFile } from "./cases/from-file";
import { type Client, clientMention, clients } from "./clients";
import type { CaseFile } from "./files/schema";
import { sectors } from "./sectors";

/** A case file naming `client`, as the editor saves it. */
const caseNaming = (client: string, extra: Partial<CaseFile> = {}): CaseFile => ({
  order: 1,
  title: "Titel",
  subtitle: "Untertitel",
  sector: Object.keys(sectors)[0]!,
  services: [],
  timeline: "Beratungsmandat",
  context: "Ausgangslage.",
  approach: "Vorgehen.",
  outcomes: ["Ergebnis"],
  metrics: [],
  badges: [],
  confidential: false,
  client,
  ...extra,
});

function convert(file: CaseFile) {
  const reported: string[] = [];
  const item = caseFromFile("x", file, [], (field, what) => reported.push(`${field}: ${what}`));
  return { item, reported };
}

describe("clients named once (content/settings/clients.yaml)", () => {
  const [first] = Object.values(clients) as [Client, ...Client[]];

  it("mark a firm without approval wherever a text names it, and only then", () => {
    expect(clientMention({ ...first, approvedByClient: false })).toMatch(
      new RegExp(`^${first.name} \\(.+\\)$`),
    );
    expect(clientMention({ ...first, approvedByClient: true })).toBe(first.name);
  });

  it("give a case its client's approval; an unknown key stops the build", () => {
    const { item } = convert(caseNaming(first.key));
    expect(Boolean(item.approvedByClient)).toBe(first.approvedByClient);
    expect(convert(caseNaming("gibt-es-nicht")).reported).toEqual([
      expect.stringMatching(/^client: „gibt-es-nicht“ ist kein Kunde/),
    ]);
  });

  it("keep a named client's logo permission in the client file, not in the case", () => {
    const { reported } = convert(
      caseNaming(first.key, { clientLogo: { alt: "Logo", logoPermission: true } }),
    );
    expect(reported).toEqual([expect.stringContaining("„Kunden und Stationen“")]);
  });

  it("name a sector of the sectors file for every client", () => {
    for (const client of Object.values(clients))
      expect(Object.keys(sectors)).toContain(client.sector);
  });
});

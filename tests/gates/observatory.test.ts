import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { observatoryGrade } from "./observatory";
import { type ServingSetups, startServingSetups } from "./serving-setups";
import { siteServerName } from "./site-server";

/**
 * MDN HTTP Observatory grade A+ (score ≥ 100) for the Node server behind a
 * bare TLS proxy and for the shipped nginx configuration. Left out: the front
 * door's http→https redirect, which a local port cannot show.
 */
const leaveOut = ["redirection"];
let setups: ServingSetups;

beforeAll(async () => {
  setups = await startServingSetups();
}, 60_000);

afterAll(() => setups?.stop());

describe("MDN HTTP Observatory", () => {
  for (const [name, port] of [
    [siteServerName, () => setups.ports.nodeTls],
    ["deploy/nginx.conf", () => setups.ports.nginx],
  ] as const) {
    test(`${name}: A+`, async () => {
      const result = await observatoryGrade(port(), setups.certificates.caFile, leaveOut);
      console.log(`Observatory ${name}: ${result.grade} (${result.score})`);
      expect(result.failed).toEqual({});
      expect(result.score).toBeGreaterThanOrEqual(100);
      expect(result.grade).toBe("A+");
    });
  }
});

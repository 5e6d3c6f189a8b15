import { expect, test } from "vitest";
import { findService } from "./index";
import { maintenanceSlug, withSupport } from "./maintenance-support";

const page = findService(maintenanceSlug)!;
const words = (support: Parameters<typeof withSupport>[1]) =>
  JSON.stringify(withSupport(page, support));

// The spec offers a 24/7 hotline and SLAs; a one-person firm shows them only once the owner sets them.
test("no hotline and no SLA is promised until the owner sets them", () => {
  expect(words({})).not.toMatch(/Hotline|SLA/);
});

test("a hotline and an SLA response time the owner sets appear on the page", () => {
  const text = words({ hotline: "rund um die Uhr", slaResponseHours: 4 });
  expect(text).toContain("Support-Hotline (rund um die Uhr)");
  expect(text).toContain("kritischen Störungen 4\u00a0Stunden");
  expect(withSupport(page, { hotline: "rund um die Uhr" }).challenge.stats[0].value).toBe(
    "rund um die Uhr",
  );
});

import { expect, test } from "vitest";
import { maintenanceSupportPage } from "./maintenance-support";

const words = (page: ReturnType<typeof maintenanceSupportPage>) => JSON.stringify(page);

// The spec offers a 24/7 hotline and SLAs; a one-person firm shows them only once the owner sets them.
test("no hotline and no SLA is promised until the owner sets them", () => {
  expect(words(maintenanceSupportPage({}))).not.toMatch(/Hotline|SLA/);
});

test("a hotline and an SLA response time the owner sets appear on the page", () => {
  const text = words(maintenanceSupportPage({ hotline: "rund um die Uhr", slaResponseHours: 4 }));
  expect(text).toContain("Support-Hotline (rund um die Uhr)");
  expect(text).toContain("kritischen Störungen 4 Stunden");
});

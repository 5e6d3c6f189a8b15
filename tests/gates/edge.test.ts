/**
 * The build on Cloudflare, in workerd through Miniflare: the static files of
 * this build with its `_headers`, and the worker `npm run build` wrote beside
 * them. A visitor without JavaScript sends the contact form.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, expect, test } from "vitest";
import { enquiryThanks } from "#app/content/contact";
import { workerFile } from "../../scripts/build/worker-bundle";
import { type EdgeSite, siteOrigin, startEdgeSite } from "../support/worker";
import { temporaryDir, waitFor } from "../support/server";
import { clientDir, releaseDir } from "./pages";

let site: EdgeSite;
beforeAll(async () => {
  site = await startEdgeSite({
    clientDir,
    worker: { script: readFileSync(join(releaseDir, "edge", workerFile), "utf8") },
    persistDir: temporaryDir("edge-gate"),
  });
  // Bundling and starting workerd take seconds, more while other suites run.
}, 60_000);
afterAll(() => site.close());

const visitor = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  company: "Muster GmbH",
  message: "Wir möchten mit unseren Verpackungsanlagen nach Dänemark.",
};

test("an enquiry sent without JavaScript is stored in D1, mailed with Reply-To the visitor, and thanked", async () => {
  const page = await site.fetch("/kontakt/");
  expect(page.status).toBe(200);
  const form = parse(await page.text()).querySelector('form[action="/api/kontakt"]');
  expect(form, "Formular, das an die eigene Adresse sendet").not.toBeNull();
  // What the browser sends: every named field of the form as it stands, filled in by the visitor.
  const body = new URLSearchParams();
  for (const field of form!.querySelectorAll("input[name], select[name], textarea[name]")) {
    const name = field.getAttribute("name")!;
    const typed = visitor[name as keyof typeof visitor];
    body.set(name, typed ?? field.getAttribute("value") ?? "");
  }

  const sent = await site.fetch("/api/kontakt", {
    method: "POST",
    body,
    headers: { Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" },
  });
  expect(sent.status).toBe(303);
  const thanks = await site.fetch(sent.headers.get("location")!);
  expect(thanks.status).toBe(200);
  expect(await thanks.text()).toContain(enquiryThanks.title);

  const [stored] = await site.query<{ name: string; email: string }>(
    "SELECT name, email FROM enquiries",
  );
  expect(stored).toEqual({ name: visitor.name, email: visitor.email });
  const [mail] = await waitFor(() => (site.mails().length ? site.mails() : undefined));
  expect(mail).toMatch(/^Reply-To: .*<erika@example\.org>\r$/m);

  // The worker's answers carry the same header set as the static files (`_headers`).
  for (const name of ["content-security-policy", "strict-transport-security", "x-frame-options"]) {
    expect(sent.headers.get(name), name).toBe(page.headers.get(name));
  }
});

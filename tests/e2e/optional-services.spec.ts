/**
 * A site whose owner uses none of the optional services and none of the optional pages, built
 * and served as a release is (docs/decisions/047-optional-services.md, 048-pages-that-can-be-
 * switched-off.md): the sample content with everything off (tests/optional-settings-content.ts),
 * built into a folder of its own and served by `npm run serve` on a free port.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { htmlFiles, readPage } from "../gates/pages";
import { contentWith, everythingOff } from "../support/optional-settings-content";

const optionalPages = ["/nort", "/hexacore", "/zukunftssicher"];
// Made in beforeAll: Playwright loads this file in its main process too.
let content = "";
let buildDir = "";
let dataDir = "";
let clientDir = "";
let origin = "";
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A whole build on a loaded machine: minutes, not seconds.
  test.setTimeout(20 * 60_000);
  content = contentWith(everythingOff);
  // Inside the project (the server build resolves its packages from node_modules), and
  // relative, as BUILD_DIR is everywhere.
  buildDir = mkdtempSync("build-optional-");
  dataDir = mkdtempSync(join(tmpdir(), "optional-data-"));
  clientDir = join(buildDir, "current", "client");
  const env = { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir };
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build/release.ts", "--demo"], {
      env,
      stdio: "pipe",
    });
  } catch (error) {
    throw new Error(
      `Build mit allem abgeschaltet fehlgeschlagen:\n${String((error as { stdout?: unknown }).stdout)}`,
    );
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.js", "serve"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  for (const dir of [content, buildDir, dataDir]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

test("nothing asks for consent and no page talks to a third party", async ({ page }) => {
  const thirdParty: string[] = [];
  await page.context().route(
    (url) => url.protocol.startsWith("http") && url.origin !== origin,
    (route) => {
      thirdParty.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  for (const path of ["/", "/kontakt", "/ueber-jonas", "/cookies", "/datenschutz"]) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator(".cookie-banner")).toHaveCount(0);
    await expect(page.locator("[data-consent-reset]")).toHaveCount(0);
    await expect(page.locator("[data-voice-agent], [data-avatar], [data-video]")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText(
      /© \d{4} Förde Strategieberatung\. Alle Rechte vorbehalten\./,
    );
  }
  expect(thirdParty).toEqual([]);
});

test("a page that is off is a real 404 and is in neither the navigation nor the sitemap", async ({
  page,
}) => {
  for (const path of optionalPages) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
  await page.goto(origin);
  for (const path of optionalPages) {
    await expect(page.locator(`a[href^="${path}"]`)).toHaveCount(0);
  }
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("/kontakt</loc>");
  for (const path of optionalPages) expect(sitemap).not.toContain(`${path}</loc>`);
});

test("no link of any built page points to a missing page", async ({ request }) => {
  const links = new Map<string, string>();
  for (const file of htmlFiles(clientDir)) {
    for (const node of readPage(file).querySelectorAll("a[href]")) {
      const href = node.getAttribute("href")!;
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      links.set(href.split("#")[0]!, file);
    }
  }
  expect(links.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const [path, file] of links) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} (${response.status()}) in ${file}`);
  }
  expect(broken).toEqual([]);
});

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

/**
 * `npm run edit` in a browser, as an owner uses it, on a copy of content/
 * (`CONTENT_DIR`): the editor's app must load its forms, whose modules also
 * hold the build's conversions (scripts/edit/server.ts gives them the
 * content files in the browser), and what it saves must be files the build reads.
 */
// One editor for both tests: each start bundles its dependencies anew.
test.describe.configure({ mode: "serial" });

let editor: ChildProcess;
let editorUrl: string;
const copy = mkdtempSync(join(tmpdir(), "editor-"));
const content = join(copy, "content");

test.beforeAll(async () => {
  cpSync("content", content, { recursive: true });
  editor = spawn(process.execPath, ["--import", "tsx", "scripts/edit/server.ts"], {
    env: { ...process.env, PORT: "0", CONTENT_DIR: content },
    stdio: ["ignore", "pipe", "inherit"],
  });
  editorUrl = await new Promise<string>((resolve, reject) => {
    editor.once("exit", (code) => reject(new Error(`editor exited with ${code}`)));
    editor.stdout!.on("data", (chunk: Buffer) => {
      const started = /Editor: (\S+)/.exec(chunk.toString());
      if (started) resolve(started[1]!);
    });
  });
});

test.afterAll(() => {
  editor.kill();
  rmSync(copy, { recursive: true, force: true });
});

/** Collects the page's script errors, which must stay none. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Opens the first case's form; the first visit bundles the editor's dependencies. */
async function openFirstCase(page: Page): Promise<string> {
  await page.goto(`${editorUrl}/collection/cases`, { timeout: 180_000 });
  const firstCase = page.getByRole("row").nth(1);
  await expect(firstCase).toBeVisible({ timeout: 120_000 });
  await firstCase.click();
  await expect(page.getByRole("textbox", { name: "Titel" }).first()).not.toBeEmpty({
    timeout: 60_000,
  });
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** A file of the copy, parsed, once it says what `done` looks for (the editor saves asynchronously). */
async function savedFile(path: string, done: (text: string) => boolean) {
  await expect
    .poll(() => existsSync(path) && done(readFileSync(path, "utf8")), { timeout: 30_000 })
    .toBe(true);
  return parse(readFileSync(path, "utf8")) as Record<string, unknown>;
}

test("the editor opens in the browser and shows the forms of a case, a page and a legal text", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = pageErrors(page);
  await openFirstCase(page);
  await page.goto(`${editorUrl}/singleton/home`);
  await expect(page.getByRole("heading", { name: "Startseite" }).first()).toBeVisible();
  // A legal text: its sections listed by title, each opening a form with its rich text.
  await page.goto(`${editorUrl}/singleton/datenschutz`);
  await page.getByText("2. Hosting", { exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Titel" }).last()).toHaveValue("2. Hosting");
  await expect(page.getByText("Rolle des Hosting-Anbieters:").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("an owner renames a case and adds one with a phone photo: the site reads both files", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = pageErrors(page);
  const slug = await openFirstCase(page);
  await page.getByRole("textbox", { name: "Titel" }).first().fill("Umbenannt im Editor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const renamed = await savedFile(join(content, "cases", `${slug}.yaml`), (text) =>
    text.includes("Umbenannt im Editor"),
  );
  expect(renamed.title).toBe("Umbenannt im Editor");
  // The form knows it is saved once it has nothing to reset; before that, duplicating asks first.
  await expect(page.getByRole("button", { name: "Reset changes" })).toBeDisabled();

  // A new case as an owner starts one: a copy of a case, with its own name and photo.
  await page.getByRole("button", { name: "Duplicate entry…" }).click();
  await page.getByRole("textbox", { name: "Titel" }).first().fill("Neu aus dem Editor");
  await page.getByRole("textbox", { name: "Dateiname" }).fill("neu-aus-dem-editor");
  const photo = join(copy, "handyfoto.jpg");
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2e7d5b" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(photo);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (await chooser).setFiles(photo);
  await page.getByRole("textbox", { name: "Alternativtext" }).first().fill("Grüne Testfläche");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const added = await savedFile(join(content, "cases", "neu-aus-dem-editor.yaml"), (text) =>
    text.includes("Grüne Testfläche"),
  );
  const image = added.heroImage as { src: string; alt: string };
  expect(image.alt).toBe("Grüne Testfläche");
  // The editor writes the photo beside the file, not necessarily before it.
  await expect.poll(() => existsSync(join(content, "images", image.src)), image.src).toBe(true);
  expect(errors).toEqual([]);

  // The build's image step and reader: both cases, the new one with its upright photo and its page.
  const env = { ...process.env, CONTENT_DIR: content, IMAGE_CACHE_DIR: join(copy, "cache") };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/images.ts"], { env });
  const read = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { cases } = await import("#app/content/cases");
       const { routePaths } = await import("#app/content/sitemap");
       const added = cases.find((item) => item.slug === "neu-aus-dem-editor");
       console.log(JSON.stringify({ titles: cases.map((item) => item.title), upright: added?.heroImage?.image, paths: routePaths() }));`,
    ],
    { env, encoding: "utf8" },
  );
  const { titles, upright, paths } = JSON.parse(read.trim().split("\n").at(-1)!) as {
    titles: string[];
    upright: { width: number; height: number };
    paths: string[];
  };
  expect(titles).toContain("Umbenannt im Editor");
  expect(titles).toContain("Neu aus dem Editor");
  expect(paths).toContain("/case/neu-aus-dem-editor");
  // Taken 1600 × 1200 with the phone turned (EXIF orientation 6): upright it is portrait.
  expect([upright.width, upright.height]).toEqual([1200, 1600]);
});

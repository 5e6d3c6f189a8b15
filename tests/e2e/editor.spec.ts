import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import type { z } from "zod";
import { collections, files, settingsFiles } from "#app/content/registry";

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
  // Read while the editor writes it, the file may be empty or cut short: then it is not done.
  const isDone = () => {
    try {
      return existsSync(path) && done(readFileSync(path, "utf8"));
    } catch {
      return false;
    }
  };
  await expect.poll(isDone, { timeout: 60_000 }).toBe(true);
  return parse(readFileSync(path, "utf8")) as Record<string, unknown>;
}

/** What the build says of the copy's files: "" when it reads every one, else its problems. */
function buildProblems(): string {
  try {
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { files, settingsFiles } = await import("#app/content/registry");
         const { readPage, readServicePages, readCases } = await import("#app/content/files/collections");
         const { readSettings } = await import("#app/content/files/settings");
         for (const name of Object.keys(settingsFiles)) readSettings(name);
         for (const name of Object.keys(files)) readPage(name);
         readCases(readServicePages());`,
      ],
      { env: { ...process.env, CONTENT_DIR: content }, encoding: "utf8", stdio: "pipe" },
    );
    return "";
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

/** A field's title in the form (the schema's, on it or on what it wraps). */
function titleOf(schema: z.ZodType): string {
  const title = schema.meta()?.title as string | undefined;
  const def = schema.def as { innerType?: z.ZodType; in?: z.ZodType };
  return title ?? titleOf((def.innerType ?? def.in)!);
}

/** Every form of the editor: the files of the registry, and the first entry of each collection. */
const forms = [
  ...Object.entries(files).map(([name, { folder, schema }]) => ({
    name,
    folder,
    slug: name,
    schema,
  })),
  ...Object.entries(settingsFiles).map(([name, { schema }]) => ({
    name,
    folder: "settings",
    slug: name,
    schema,
  })),
  ...Object.entries(collections).map(([name, { schema }]) => ({
    name,
    folder: name,
    slug: readdirSync(join("content", name))
      .sort()[0]!
      .replace(/\.yaml$/, ""),
    schema,
  })),
].map(({ name, folder, slug, schema }) => ({
  name,
  /** The title of its first field, which the form shows once it has read the file. */
  first: titleOf(Object.values((schema as z.ZodObject).shape)[0] as z.ZodType),
  url: name in collections ? `/collection/${name}/item/${slug}` : `/singleton/${name}`,
  file: join(content, folder, `${slug}.yaml`),
  /** The form's own help (what the file is for, the placeholders), shown once at its top. */
  help: ((schema as z.ZodType).meta()?.description as string | undefined) ?? "",
}));

/** A text an owner may change freely: words with spaces, no address, number, key or placeholder. */
const prose = /^(?=.*\p{L}{3})(?=.* )[^@+:/{}\n]{3,120}$/u;

/**
 * Changes the form as an owner might: appends " (geändert)" to its first free
 * text, else sets its first year one earlier, else changes its first list entry's text.
 * Returns false when the form has none of them.
 */
async function editForm(page: Page, file: string): Promise<boolean> {
  const main = page.locator("main");
  if (await appendToFreeText(main)) return true;
  for (const field of await main.locator("input").all()) {
    const value = await field.inputValue();
    if (/^(19|20)\d\d$/.test(value)) {
      await field.fill(String(Number(value) - 1));
      return true;
    }
  }
  const data = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const list = Object.values(data).find(Array.isArray) as Record<string, unknown>[] | undefined;
  const entry = Object.values(list?.[0] ?? {}).find((value) => typeof value === "string");
  if (typeof entry !== "string") return false;
  await main.getByText(entry, { exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  if (!(await appendToFreeText(dialog))) return false;
  await dialog.getByRole("button", { name: "Done", exact: true }).click();
  return true;
}

/** Appends " (geändert)" to the first free text in `scope`. */
async function appendToFreeText(scope: Locator): Promise<boolean> {
  for (const field of await scope.locator("input[type=text], textarea").all()) {
    const value = await field.inputValue();
    if (prose.test(value) && (await field.isEditable())) {
      await field.fill(`${value} (geändert)`);
      return true;
    }
  }
  return false;
}

/** The form's save button: Keystatic names it in German on an entry, in English on a single file (decision 045). */
const saveButton = (page: Page) => page.getByRole("button", { name: /^(Save|Speichern)$/ });

/**
 * Opens the form at `url` and waits until its fields are there; returns how long that took.
 * An owner in the editor follows its sidebar's link, which changes the form without loading
 * the page (a load runs the whole app through Vite's dev server again); an address without
 * such a link, or a second try, loads the page.
 */
async function openForm(page: Page, url: string, first: string): Promise<number> {
  const start = Date.now();
  // The first field's label (its help may follow in the same line), not the form's heading.
  const label = new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const path = new URL(`${editorUrl}${url}`).pathname;
  const link = page.locator(`nav a[href="${path}"]`).first();
  // Coming back to the open form loads it anew, as it reads the saved file then.
  let byLink = new URL(page.url()).pathname !== path && (await link.count()) > 0;
  // Vite may reload the editor (after bundling a dependency it found late): a navigation
  // meanwhile may be aborted or overtaken by the reload, and goes again.
  await expect(async () => {
    if (byLink) {
      // The old form stays until the new one is drawn: its heading says when it is.
      const heading = (await link.textContent()) ?? "";
      await link.click();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    } else await page.goto(`${editorUrl}${url}`, { timeout: 180_000 });
    byLink = false;
    await expect(saveButton(page)).toBeVisible({ timeout: 45_000 });
    await expect(page.locator("main").getByText(label).first()).toBeVisible({ timeout: 45_000 });
  }).toPass({ timeout: 400_000 });
  return Date.now() - start;
}

test("an owner opens every form, changes a text and saves it: the build reads every saved file", async ({
  page,
}) => {
  // 22 forms, each opened, changed and saved; generous for a loaded machine.
  test.setTimeout(1_800_000);
  const errors = pageErrors(page);
  const opened: string[] = [];
  for (const form of forms) {
    const took = await openForm(page, form.url, form.first);
    opened.push(`${form.name} ${took} ms`);
    // The form's help, with the placeholders its texts take, once at its top, under no field.
    await expect(page.locator("[data-form-help]"), form.name).toHaveCount(form.help ? 1 : 0);
    const placeholders = form.help.includes("{gesprächsknopf:KEY}") ? 1 : 0;
    await expect(page.getByText("{gesprächsknopf:KEY}"), form.name).toHaveCount(placeholders);
    const before = readFileSync(form.file, "utf8");
    // A reload of the editor may still come and undo an edit: then the file stays as it was,
    // and the form is edited again.
    await expect(async () => {
      if (!(await saveButton(page).isVisible())) await openForm(page, form.url, form.first);
      expect(await editForm(page, form.file), `${form.name}: something to change`).toBe(true);
      await saveButton(page).click();
      await expect
        .poll(() => readFileSync(form.file, "utf8") !== before, { timeout: 60_000 })
        .toBe(true);
    }).toPass({ timeout: 400_000 });
    await expect(page.locator("vite-error-overlay"), form.name).toHaveCount(0);
  }
  test.info().annotations.push({ type: "form open times", description: opened.join(", ") });
  console.log(`Forms opened: ${opened.join(", ")}`);
  expect(buildProblems()).toBe("");
  expect(errors).toEqual([]);
});

test("the site settings save with the booking page empty, set and emptied again: the build reads each", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = pageErrors(page);
  const file = join(content, "settings", "site.yaml");
  const save = async (done: (data: Record<string, unknown>) => boolean) => {
    await saveButton(page).click();
    const saved = await savedFile(file, (text) =>
      done((parse(text) ?? {}) as Record<string, unknown>),
    );
    await expect(page.locator("vite-error-overlay")).toHaveCount(0);
    expect(buildProblems()).toBe("");
    // Open the form anew after each save, as an owner coming back to it does.
    await openForm(page, "/singleton/site", "Beispielinhalt");
    return saved;
  };
  await openForm(page, "/singleton/site", "Beispielinhalt");
  const url = page.getByRole("textbox", { name: "Terminbuchung" });
  const provider = page.getByRole("checkbox", { name: "Anbieter der Terminbuchung" });

  // Empty, as shipped: saved as "" and without a provider (once the first bug of issue 30).
  await page.getByRole("textbox", { name: "Marke" }).fill("Förde");
  let saved = await save((data) => data.brand === "Förde");
  expect(saved.bookingUrl).toBe("");

  // Set: a booking page and its provider, as the privacy policy must name it. The optional
  // services go off first, as an owner without them switches them off: their providers' fields
  // (with the same labels) leave the form, so the booking provider's are the first of their name.
  for (const service of [
    "KI-Sprachassistent (ElevenLabs)",
    "KI-Avatar (HeyGen)",
    "Video (YouTube)",
  ]) {
    await page.getByRole("checkbox", { name: service }).uncheck();
  }
  await url.fill("https://cal.com/foerde/gespraech");
  await provider.check();
  await page.getByRole("textbox", { name: "Firma", exact: true }).first().fill("Cal.com, Inc.");
  await page.getByRole("textbox", { name: "Bekannter Name" }).first().fill("Cal.com");
  await page
    .getByRole("textbox", { name: "Anschrift", exact: true })
    .first()
    .fill("San Francisco, USA");
  await page.getByRole("textbox", { name: "Ort der Verarbeitung" }).first().fill("USA");
  // A role is chosen by its German name.
  await expect(page.getByRole("button", { name: /Auftragsverarbeiter/ }).first()).toBeVisible();
  saved = await save((data) => data.bookingUrl === "https://cal.com/foerde/gespraech");
  expect(saved.bookingProvider).toMatchObject({ discriminant: true, value: { brand: "Cal.com" } });
  expect(saved.embeds).toMatchObject({ avatar: { discriminant: false } });

  // Emptied again and switched off.
  await url.fill("");
  await provider.uncheck();
  saved = await save((data) => data.bookingUrl === "");
  expect(saved.bookingProvider).toMatchObject({ discriminant: false });
  expect(errors).toEqual([]);
});

test("the editor opens in the browser and shows the forms of a case, a page and a legal text", async ({
  page,
}) => {
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
  await saveButton(page).click();
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
  await page.getByRole("button", { name: /^(Create|Erstellen)$/ }).click();
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
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build/images.ts"], { env });
  const read = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { cases } = await import("#app/content/cases");
       const { sitePaths } = await import("#app/content/sitemap");
       const added = cases.find((item) => item.slug === "neu-aus-dem-editor");
       console.log(JSON.stringify({ titles: cases.map((item) => item.title), upright: added?.heroImage?.image, paths: sitePaths() }));`,
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

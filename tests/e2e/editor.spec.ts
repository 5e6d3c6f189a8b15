import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/**
 * `npm run edit` in a browser: the editor's app must load its forms, whose
 * modules also hold the build's conversions (scripts/edit/server.ts gives
 * them the content files in the browser). Nothing is saved: the test would
 * write to this checkout's content.
 */
let editor: ChildProcess;
let editorUrl: string;

test.beforeAll(async () => {
  editor = spawn(process.execPath, ["--import", "tsx", "scripts/edit/server.ts"], {
    env: { ...process.env, PORT: "0" },
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
});

test("the editor opens in the browser and shows a case's form with its fields", async ({
  page,
}) => {
  // The first visit bundles the editor's dependencies: tens of seconds on a busy machine.
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${editorUrl}/collection/cases`, { timeout: 180_000 });
  const firstCase = page.getByRole("row").nth(1);
  await expect(firstCase).toBeVisible({ timeout: 120_000 });
  await firstCase.click();
  await expect(page.getByRole("textbox", { name: "Titel" }).first()).not.toBeEmpty({
    timeout: 60_000,
  });
  await page.goto(`${editorUrl}/singleton/home`);
  await expect(page.getByRole("heading", { name: "Startseite" }).first()).toBeVisible();
  // A legal text: its sections listed by title, each opening a form with its rich text.
  await page.goto(`${editorUrl}/singleton/datenschutz`);
  await page.getByText("2. Hosting", { exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Titel" }).last()).toHaveValue("2. Hosting");
  await expect(page.getByText("Rolle des Hosting-Anbieters:").first()).toBeVisible();
  expect(errors).toEqual([]);
});

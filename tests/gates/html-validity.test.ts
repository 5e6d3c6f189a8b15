import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { htmlFiles, pagePath } from "./pages";

const vnu = createRequire(import.meta.url)("vnu-jar") as string;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The checker's CSS parser lags behind the CSS that Tailwind 4 emits
 * (cascade layers, `@property`, color-mix(), nesting). Its findings about
 * CSS are about the checker, not about our markup, so they are filtered.
 */
const checkerCssLag = /^CSS: /;

test("every prerendered page is valid HTML (Nu Html Checker)", () => {
  const files = htmlFiles();
  let output: string;
  try {
    output = execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // vnu exits non-zero when it finds errors and prints the report on stderr.
    output = (error as { stderr: string }).stderr;
  }
  const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error" && !checkerCssLag.test(message.message))
    .map(
      (message) =>
        `${pagePath(new URL(message.url).pathname)}: ${message.message} ${message.extract ?? ""}`,
    );
  expect(files.length).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { defaultInput, launchFindings } from "#app/lib/launch-check";
import { temporaryDir } from "../../tests/support/server";

// The shipped content is samples; the demo build itself is made and checked by `npm test` (build:demo, gates).
test("a release build refuses the samples: it prints the launch check's list and builds nothing", () => {
  const buildDir = join(temporaryDir("release"), "build");
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/release.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  const findings = launchFindings(defaultInput);
  expect(result.stdout).toContain(findings[0]!.what);
  expect(result.stdout).toContain(`Noch ${findings.length} Punkte in `);
  expect(result.stderr).toContain("npm run build:demo");
  expect(existsSync(buildDir)).toBe(false);
});

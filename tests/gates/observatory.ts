/**
 * The real MDN HTTP Observatory scanner, run offline. Installed without its
 * install step (which downloads lists), it needs an HSTS preload list: an
 * empty one, since nothing local is preloaded.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const packageDir = dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);

interface TestResult {
  result: string;
  pass: boolean;
  scoreModifier: number;
}

export interface Grade {
  grade: string;
  score: number;
  /** Tests that did not pass, with the scanner's verdict. */
  failed: Record<string, string>;
}

/** Scans https://127.0.0.1:<port>/, trusting the CA in caFile, and grades it without the tests left out. */
export async function observatoryGrade(
  port: number,
  caFile: string,
  leaveOut: string[],
): Promise<Grade> {
  const preloadList = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
  const scan = spawnSync(
    process.execPath,
    [join(packageDir, "src", "scan.js"), `127.0.0.1:${port}`],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  const output = JSON.parse(scan.stdout) as { error?: string; tests: Record<string, TestResult> };
  if (output.error) throw new Error(`Observatory: ${output.error}`);
  const { getGradeForScore } = await import(join(packageDir, "src", "grader", "grader.js"));
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(
    join(packageDir, "src", "grader", "charts.js")
  );
  const counted = Object.entries(output.tests).filter(([name]) => !leaveOut.includes(name));
  // The scanner's own rule: bonus points count only once the score without them is an A.
  const penalties = counted.reduce((sum, [, test]) => sum + Math.min(test.scoreModifier, 0), 0);
  const bonuses = counted.reduce((sum, [, test]) => sum + Math.max(test.scoreModifier, 0), 0);
  const score = 100 + penalties + (100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? bonuses : 0);
  const { grade } = getGradeForScore(score) as { grade: string };
  const failed = Object.fromEntries(
    counted.filter(([, test]) => !test.pass).map(([name, test]) => [name, test.result]),
  );
  return { grade, score, failed };
}

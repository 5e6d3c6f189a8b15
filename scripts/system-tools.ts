/**
 * Where the system tools the tests and scripts drive live on this machine.
 * An environment variable wins; then the usual places on Debian, Ubuntu and
 * macOS; otherwise one sentence says what to install.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

function firstExisting(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** A Chromium or Chrome binary: CHROME_PATH, a Playwright-installed browser, or the system's. */
export function chromiumPath(): string {
  const found = firstExisting([
    process.env.CHROME_PATH,
    chromium.executablePath(),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/usr/bin/google-chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ]);
  if (found) return found;
  throw new Error(
    "Kein Chromium gefunden: CHROME_PATH setzen, `npx playwright install chromium` ausführen oder Chromium installieren (Debian: apt-get install chromium).",
  );
}

/** The nginx binary: NGINX_PATH, or nginx on the PATH or in the usual places. */
export function nginxPath(): string {
  const onPath = (() => {
    try {
      return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
    } catch {
      return undefined;
    }
  })();
  const found = firstExisting([
    process.env.NGINX_PATH,
    onPath,
    "/usr/sbin/nginx",
    "/opt/homebrew/bin/nginx",
    "/usr/local/bin/nginx",
  ]);
  if (found) return found;
  throw new Error(
    "Kein nginx gefunden: NGINX_PATH setzen oder nginx installieren (Debian/Ubuntu: apt-get install nginx libnginx-mod-http-brotli-static; macOS: brew install nginx).",
  );
}

/**
 * The browser tests and build gates drive three system tools: Chromium, nginx
 * with the brotli module, and Java (for the Nu Html Checker); everything else
 * comes from npm (docs/decisions/014-npm-only-checkers.md). Where one is missing
 * and apt-get can install it (Debian, Ubuntu as root), it does; otherwise it
 * says what to install.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, nginxPath } from "./system-tools";

const found = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};
const onPath = (command: string) =>
  found(() => execSync(`command -v ${command}`, { stdio: "ignore" }));
const anyOf = (...paths: string[]) => paths.some((path) => existsSync(path));

const needs = [
  { ok: found(chromiumPath), pkg: "chromium" },
  { ok: found(nginxPath), pkg: "nginx" },
  {
    ok: anyOf("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"),
    pkg: "libnginx-mod-http-brotli-static",
  },
  { ok: onPath("java"), pkg: "default-jre-headless" },
];

const missing = needs.filter((need) => !need.ok).map((need) => need.pkg);
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0 || !onPath("apt-get")) {
    console.error(
      `Es fehlen Werkzeuge für die Tests. Bitte installieren (Debian/Ubuntu: sudo ${command}).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} …`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${command} -qq`, {
    stdio: "inherit",
  });
}

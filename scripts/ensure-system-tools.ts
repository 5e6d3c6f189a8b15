/**
 * The browser tests and build gates drive system tools: Chromium, nginx with
 * the brotli module, hunspell with German and English dictionaries, and Java
 * (for the Nu Html Checker). Where one is missing and apt-get can install it
 * (Debian, Ubuntu as root), it does; otherwise it says what to install.
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
  { ok: onPath("hunspell"), pkg: "hunspell" },
  {
    ok: anyOf("/usr/share/hunspell/de_DE.dic", "/opt/homebrew/share/hunspell/de_DE.dic"),
    pkg: "hunspell-de-de",
  },
  {
    ok: anyOf("/usr/share/hunspell/en_US.dic", "/opt/homebrew/share/hunspell/en_US.dic"),
    pkg: "hunspell-en-us",
  },
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

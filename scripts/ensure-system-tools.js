// The browser tests and build gates use Debian packages: Chromium, hunspell with
// German and English dictionaries, nginx and Java (for the Nu Html Checker).
// Install what is missing when we are root; otherwise say what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const needs = [
  { file: "/usr/bin/chromium", pkg: "chromium" },
  { file: "/usr/bin/hunspell", pkg: "hunspell" },
  { file: "/usr/share/hunspell/de_DE.dic", pkg: "hunspell-de-de" },
  { file: "/usr/share/hunspell/en_US.dic", pkg: "hunspell-en-us" },
  { file: "/usr/sbin/nginx", pkg: "nginx" },
  {
    file: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
    pkg: "libnginx-mod-http-brotli-static",
  },
  { file: "/usr/bin/java", pkg: "default-jre-headless" },
];

const missing = needs.filter((need) => !existsSync(need.file)).map((need) => need.pkg);
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(`Es fehlen Systempakete für die Tests. Bitte installieren: sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} …`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${command} -qq`, {
    stdio: "inherit",
  });
}

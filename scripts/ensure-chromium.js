// Browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise say what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium fehlt unter ${chromium}. Bitte installieren: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("Installing Debian Chromium for the browser tests …");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}

/**
 * Entry point of `npm start`, `npm run serve`, `npm run leads` and `npm run stats`. Plain
 * JavaScript, so running the site needs production dependencies only: it
 * loads the server that `npm run build` bundled into the current release.
 *
 *   node server/main.js serve [--build-if-missing]
 *   node server/main.js leads [--csv] [--limit N]
 *   node server/main.js stats [--csv] [--days N] [--d1]
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [command = "serve", ...args] = process.argv.slice(2);
const buildDir = process.env.BUILD_DIR ?? "build";
const tools = ["leads", "stats"];
const bundle = join(
  buildDir,
  "current",
  "node",
  tools.includes(command) ? `${command}.js` : "server.js",
);

if (!existsSync(bundle) && args.includes("--build-if-missing")) {
  // A first look at a fresh checkout: the demo build (in sample mode while samples remain).
  console.log("Noch kein Build vorhanden: die Website wird einmal gebaut (npm run build:demo).");
  const { status } = spawnSync("npm", ["run", "--silent", "build:demo"], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
if (!existsSync(bundle)) {
  console.error(
    `Kein Build in „${buildDir}“ gefunden: bitte zuerst „npm run build“ ausführen (oder „npm start“).`,
  );
  process.exit(1);
}
// The bundle reads its own arguments, as if it had been started directly.
process.argv = [
  process.argv[0] ?? "node",
  bundle,
  ...args.filter((arg) => arg !== "--build-if-missing"),
];
await import(pathToFileURL(resolve(bundle)).href);

/**
 * `npm run build`: builds the site into a fresh `releases/<stamp>/` directory,
 * bundles the server beside it, and only then makes it live by renaming a
 * symlink (atomic), so no visitor ever gets a half-written build. Releases
 * replaced less than the grace period ago stay on disk: pages opened before
 * the deploy still load their hashed chunks from them (see releases.ts).
 *
 * A release carries no samples: while the launch check finds anything it
 * stops with the list before building. `npm run build:demo` (`--demo`) builds
 * anyway, on purpose; that build is in sample mode (noindex, demo notice).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadContentOrExit } from "./content-or-exit";
import { prepareImagesOrExit } from "./images";
import { settingsInBundles } from "./vite-settings";
import { activateRelease, pruneReleases, releaseStamp } from "./release-layout";

const buildDir = process.env.BUILD_DIR ?? "build";
const graceMs = Number(process.env.RELEASE_GRACE_HOURS ?? 24) * 60 * 60 * 1000;
const stamp = releaseStamp(new Date());
const releaseDir = join(buildDir, "releases", stamp);

/** The server, `npm run leads` and `npm run stats`, compiled so that serving needs production dependencies only. */
async function bundleServer() {
  const { build } = await import("vite"); // only once the launch check has let the build go on
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // The settings as data: the server reads no content file at run time.
    plugins: [settingsInBundles()],
    resolve: { alias: { "#app": resolve("app") } },
    build: {
      ssr: true,
      target: "node20",
      outDir: join(releaseDir, "node"),
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          server: "server/index.ts",
          leads: "scripts/leads.ts",
          stats: "scripts/stats.ts",
        },
      },
    },
  });
}

const demo = process.argv.includes("--demo");
console.log(
  demo
    ? "Die Website wird als Demo gebaut (mit Beispielinhalten, nicht für Suchmaschinen) …"
    : "Die Website wird gebaut …",
);
// The content modules the launch check reads name images: made (or found in the cache) first.
const images = (await prepareImagesOrExit()).length;
console.log(`Bilder: ${images} ${images === 1 ? "Datei" : "Dateien"} bereit`);
const { runLaunchCheck } = await loadContentOrExit(() => import("#app/lib/launch-report"));
if (!demo && runLaunchCheck() !== 0) {
  console.error(
    "\nKein Release mit Beispielinhalten: erst die Punkte oben erledigen. Eine Demo baut „npm run build:demo“ (nicht indexierbar, als Demo gekennzeichnet).",
  );
  process.exit(1);
}

mkdirSync(releaseDir, { recursive: true });
console.log("Seiten werden gebaut …");
// --silent: npm's own lines ("> build:site") say nothing the build's lines do not.
const site = spawnSync("npm", ["run", "--silent", "build:site"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: releaseDir },
});
if (site.status !== 0) {
  rmSync(releaseDir, { recursive: true, force: true });
  console.error("Build fehlgeschlagen; die laufende Version bleibt unverändert.");
  process.exit(site.status ?? 1);
}
await bundleServer();
console.log("Server gebündelt");
activateRelease(buildDir, stamp);
pruneReleases(buildDir, graceMs);
console.log(`Release ${stamp} ist jetzt aktiv (${join(buildDir, "current")}).`);

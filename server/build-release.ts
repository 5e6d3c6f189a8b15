/**
 * `npm run build`: builds the site into a fresh `releases/<stamp>/` directory,
 * bundles the server beside it, and only then points `current` at it by
 * renaming a symlink (atomic), so no visitor ever gets a half-written build.
 * Releases replaced less than the grace period ago stay on disk: pages opened
 * before the deploy still load their hashed chunks from them (see releases.ts).
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";
const releasesDir = join(buildDir, "releases");
const graceMs = Number(process.env.RELEASE_GRACE_HOURS ?? 24) * 60 * 60 * 1000;
/** Sortable, and readable as a date again: 2026-11-23T20-17-00.123Z. */
const stamp = new Date().toISOString().replaceAll(":", "-");
const releaseDir = join(releasesDir, stamp);

function stampTime(name: string): number {
  return Date.parse(name.replace(/T(\d\d)-(\d\d)-(\d\d)/, "T$1:$2:$3"));
}

/** Points `link` at `target` by renaming a fresh symlink over it: readers see the old or the new one. */
function replaceSymlink(link: string, target: string) {
  const temporary = `${link}.${process.pid}.tmp`;
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The server and `npm run leads`, compiled so that serving needs production dependencies only. */
async function bundleServer() {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "#app": resolve("app") } },
    build: {
      ssr: true,
      target: "node20",
      outDir: join(releaseDir, "node"),
      emptyOutDir: true,
      rolldownOptions: { input: { server: "server/index.ts", leads: "scripts/leads.ts" } },
    },
  });
}

/** Deletes releases replaced longer than the grace period ago; the previous one always stays. */
function pruneReleases() {
  const releases = readdirSync(releasesDir).sort();
  releases.slice(0, -2).forEach((name, index) => {
    const replacedAt = stampTime(releases[index + 1]!);
    if (Date.now() - replacedAt > graceMs)
      rmSync(join(releasesDir, name), { recursive: true, force: true });
  });
}

mkdirSync(releasesDir, { recursive: true });
const site = spawnSync("npm", ["run", "build:site"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: releaseDir },
});
if (site.status !== 0) {
  rmSync(releaseDir, { recursive: true, force: true });
  console.error("Build fehlgeschlagen; die laufende Version bleibt unverändert.");
  process.exit(site.status ?? 1);
}
await bundleServer();

replaceSymlink(join(buildDir, "current"), join("releases", stamp));
// Stable paths for nginx and the tests: build/client always shows the current release.
if (!isSymlink(join(buildDir, "client"))) {
  rmSync(join(buildDir, "client"), { recursive: true, force: true });
  replaceSymlink(join(buildDir, "client"), join("current", "client"));
}
pruneReleases();
console.log(`Release ${stamp} ist jetzt aktiv (${join(buildDir, "current")}).`);

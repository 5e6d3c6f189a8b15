import { lstatSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * The layout of a build directory with releases (see scripts/build/release.ts):
 * `releases/<stamp>/` per build, `current` pointing at the live one, and
 * `client` pointing at `current/client` for nginx and the tests.
 */

/** Sortable, and readable as a date again: 2026-11-23T20-17-00.123Z. */
export function releaseStamp(date: Date): string {
  return date.toISOString().replaceAll(":", "-");
}

function stampTime(stamp: string): number {
  return Date.parse(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)/, "T$1:$2:$3"));
}

/** Points `link` at `target` by renaming a fresh symlink over it: readers see the old or the new one. */
function replaceSymlink(link: string, target: string) {
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
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

/** Makes the release live in one atomic step. */
export function activateRelease(buildDir: string, stamp: string): void {
  replaceSymlink(join(buildDir, "current"), join("releases", stamp));
  // Once per build directory: a plain `client/` from an older build becomes the stable link.
  if (!isSymlink(join(buildDir, "client"))) {
    rmSync(join(buildDir, "client"), { recursive: true, force: true });
    replaceSymlink(join(buildDir, "client"), join("current", "client"));
  }
}

/** Deletes releases replaced longer than `graceMs` ago; the live one and the one before it always stay. */
export function pruneReleases(buildDir: string, graceMs: number, now = Date.now()): string[] {
  const releasesDir = join(buildDir, "releases");
  const releases = readdirSync(releasesDir).sort();
  const expired = releases
    .slice(0, -2)
    .filter((_, index) => now - stampTime(releases[index + 1]!) > graceMs);
  for (const stamp of expired) rmSync(join(releasesDir, stamp), { recursive: true, force: true });
  return expired;
}

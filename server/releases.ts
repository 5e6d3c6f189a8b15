import { readdir, readFile, realpath } from "node:fs/promises";
import { join } from "node:path";
import { securityHeaders as defaultSecurityHeaders } from "#app/lib/http-headers";

/**
 * Where the site is served from. `npm run build` writes each build to
 * `<build dir>/releases/<stamp>/` and then switches the `current` symlink
 * (scripts/build/release.ts), so the server resolves `current` per request:
 * a deploy takes effect at once and is never seen half-written. A build
 * directory without `current` (a plain `react-router build`) is served as is.
 */
export interface Release {
  /** Real path of the release directory. */
  dir: string;
  /** The files visitors may fetch. */
  client: string;
  /** Headers sent with every response; the build pins its inline scripts in them. */
  securityHeaders: Record<string, string>;
}

const releasesByDir = new Map<string, Promise<Release>>();

export async function currentRelease(buildDir: string): Promise<Release> {
  const dir = await realpath(join(buildDir, "current")).catch(() => realpath(buildDir));
  let release = releasesByDir.get(dir);
  if (!release) {
    release = loadRelease(dir);
    releasesByDir.set(dir, release);
    // A failed load (a release being deleted) is retried on the next request.
    release.catch(() => releasesByDir.delete(dir));
  }
  return release;
}

async function loadRelease(dir: string): Promise<Release> {
  const securityHeaders = await readFile(join(dir, "security-headers.json"), "utf8").then(
    (json) => JSON.parse(json) as Record<string, string>,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return defaultSecurityHeaders();
      throw error;
    },
  );
  return { dir, client: join(dir, "client"), securityHeaders };
}

/**
 * Client directories of the other releases still on disk, newest first. A page
 * opened before a deploy still asks for its own hashed chunks; they are found here
 * until the build prunes that release after its grace period.
 */
export async function previousClientDirs(buildDir: string, current: Release): Promise<string[]> {
  const releasesDir = join(buildDir, "releases");
  const stamps = await readdir(releasesDir).catch(() => []);
  const dirs = await Promise.all(
    stamps
      .sort()
      .reverse()
      .map((stamp) => realpath(join(releasesDir, stamp)).catch(() => "")),
  );
  return dirs.filter((dir) => dir && dir !== current.dir).map((dir) => join(dir, "client"));
}

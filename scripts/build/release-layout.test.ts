import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { activateRelease, pruneReleases, releaseStamp } from "./release-layout";
import { temporaryDir } from "../../tests/support/server";

const hourMs = 60 * 60 * 1000;

function addRelease(buildDir: string, date: Date): string {
  const stamp = releaseStamp(date);
  mkdirSync(join(buildDir, "releases", stamp, "client"), { recursive: true });
  writeFileSync(join(buildDir, "releases", stamp, "client", "index.html"), stamp);
  return stamp;
}

describe("release layout", () => {
  it("switches current and keeps build/client pointing at it, replacing an old plain client dir", () => {
    const buildDir = join(temporaryDir("layout"), "build");
    mkdirSync(join(buildDir, "client"), { recursive: true });
    writeFileSync(join(buildDir, "client", "index.html"), "alte Struktur");
    const first = addRelease(buildDir, new Date("2026-11-20T10:00:00Z"));
    activateRelease(buildDir, first);
    expect(readFileSync(join(buildDir, "client", "index.html"), "utf8")).toBe(first);
    const second = addRelease(buildDir, new Date("2026-11-21T10:00:00Z"));
    activateRelease(buildDir, second);
    expect(readFileSync(join(buildDir, "current", "client", "index.html"), "utf8")).toBe(second);
    expect(readFileSync(join(buildDir, "client", "index.html"), "utf8")).toBe(second);
    expect(readdirSync(buildDir).sort()).toEqual(["client", "current", "releases"]);
  });

  it("prunes releases replaced longer than the grace period ago, never the previous one", () => {
    const buildDir = join(temporaryDir("prune"), "build");
    const now = new Date("2026-11-23T12:00:00Z").getTime();
    const stamps = [-72, -48, -30, -1].map((hours) =>
      addRelease(buildDir, new Date(now + hours * hourMs)),
    );
    // Replaced at -48 h and -30 h: older than 24 h. The one replaced at -1 h stays, and so does the live one.
    expect(pruneReleases(buildDir, 24 * hourMs, now)).toEqual([stamps[0], stamps[1]]);
    expect(existsSync(join(buildDir, "releases", stamps[2]!))).toBe(true);
    expect(pruneReleases(buildDir, 0, now)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loaders, workletSource } from "./elevenlabs-worklets";
import { workletPaths } from "#app/components/embeds/worklet-paths";

describe("self-hosted ElevenLabs worklets", () => {
  it.each(Object.entries(workletPaths))("%s is served unchanged from %s", async (name, path) => {
    const copy = readFileSync(join(process.cwd(), "public", path), "utf8");
    const original = await workletSource(loaders[name as keyof typeof loaders]);
    expect(copy, "stale copy: run `npx tsx scripts/elevenlabs-worklets.ts`").toBe(original);
  });
});

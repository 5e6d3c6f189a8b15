/**
 * Copies the ElevenLabs voice agent's audio worklets into public/elevenlabs/.
 *
 * Without them the widget loads its worklets from `blob:` or `data:` URLs,
 * which the site's Content-Security-Policy (script-src 'self') refuses; served
 * from our own origin they are allowed (see `workletPaths` in
 * app/components/embeds/worklet-paths.ts). Run after upgrading the widget:
 * `npx tsx scripts/elevenlabs-worklets.ts`. worklet-paths.test.ts fails while
 * the copies are stale.
 */
import { writeFileSync } from "node:fs";
import { loadAudioConcatProcessor } from "../node_modules/@elevenlabs/client/dist/platform/web/audioConcatProcessor.generated.js";
import { loadRawAudioProcessor } from "../node_modules/@elevenlabs/client/dist/platform/web/rawAudioProcessor.generated.js";
import { workletPaths } from "../app/components/embeds/worklet-paths";

type Loader = (worklet: { addModule(url: string): Promise<void> }) => Promise<void>;

/** Runs a loader of the package and returns the source code it would load. */
export async function workletSource(loader: Loader): Promise<string> {
  let captured: Blob | undefined;
  const original = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    captured = blob;
    return "blob:capture";
  };
  try {
    await loader({ addModule: async () => {} });
  } finally {
    URL.createObjectURL = original;
  }
  if (!captured) throw new Error("The loader created no module");
  return captured.text();
}

export const loaders: Record<keyof typeof workletPaths, Loader> = {
  rawAudioProcessor: loadRawAudioProcessor as Loader,
  audioConcatProcessor: loadAudioConcatProcessor as Loader,
};

if (process.argv[1]?.endsWith("elevenlabs-worklets.ts")) {
  for (const [name, path] of Object.entries(workletPaths)) {
    const source = await workletSource(loaders[name as keyof typeof workletPaths]);
    writeFileSync(new URL(`../public${path}`, import.meta.url), source);
    console.log(`wrote public${path}`);
  }
}

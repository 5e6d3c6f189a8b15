/**
 * The images named by the content, as the build's image step made them
 * (scripts/build/images.ts): read synchronously from its cache, where each source
 * file's result is stored under its content hash. Only the build's server
 * side, vitest and tsx scripts read them; the browser build gets a stand-in
 * (scripts/build/vite-content-files.ts), as for the content files.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import type { ImageAsset, Photo } from "../types";

/** Bump when the image step's output changes, so cached results are made again. */
const pipelineVersion = "1";

/** content/images, below `CONTENT_DIR` when set: where the owner and the editor put images. */
export function imageSourceDir(): string {
  return join(process.env.CONTENT_DIR ?? join(process.cwd(), "content"), "images");
}

/** The image step's results, reused across builds (`IMAGE_CACHE_DIR` moves it). */
export function imageCacheDir(): string {
  return process.env.IMAGE_CACHE_DIR ?? join(process.cwd(), "node_modules", ".cache", "images");
}

/** Served below /assets/, so every server caches the hashed files as immutable. */
export const imageUrlPath = "/assets/img/";

/** The cache key of a source file: its content and the step's version. */
export function imageHash(data: Buffer): string {
  return createHash("sha256").update(pipelineVersion).update(data).digest("hex").slice(0, 16);
}

/** Where the image step stores what it made of the file with `hash`. */
export const assetRecord = (cacheDir: string, hash: string) => join(cacheDir, `${hash}.json`);

/** The processed image of `file` (below content/images); a German error when there is none. */
export function imageAsset(file: string): ImageAsset {
  const path = join(imageSourceDir(), file);
  if (normalize(file).startsWith("..") || !existsSync(path)) {
    throw new Error(`Bild „${file}“ fehlt in content/images`);
  }
  const record = assetRecord(imageCacheDir(), imageHash(readFileSync(path)));
  if (!existsSync(record)) {
    throw new Error(
      `Bild „${file}“ ist noch nicht verarbeitet: „npm run build“ (oder „npx tsx scripts/build/images.ts“) erzeugt die Formate`,
    );
  }
  const { asset } = JSON.parse(readFileSync(record, "utf8")) as { asset: Omit<ImageAsset, "file"> };
  return { ...asset, file };
}

/** An image the content names, or nothing when its file is left empty; problems go to `report`. */
export function photoOf(
  ref: { src?: string; alt?: string },
  report: (what: string) => void,
): Photo | undefined {
  if (!ref.src) return undefined;
  if (!ref.alt?.trim()) report(`Bild „${ref.src}“ braucht einen Alternativtext (alt)`);
  try {
    return { image: imageAsset(ref.src), alt: ref.alt?.trim() ?? "" };
  } catch (error) {
    report((error as Error).message);
    return undefined;
  }
}

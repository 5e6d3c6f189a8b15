/**
 * The build's image step (docs/decisions/026-image-pipeline.md): every file
 * in content/images, as a phone or camera made it, becomes AVIF and WebP in
 * the widths the layout needs plus a JPEG fallback (PNG when transparent),
 * turned upright by its EXIF orientation and without any metadata (no
 * location), with its size and a tiny blurred placeholder. Results are cached
 * by content hash, so a rebuild only works on new or changed files.
 * Run by the build (scripts/build/vite-images.ts), the launch check and vitest;
 * `npx tsx scripts/build/images.ts` runs it alone.
 */
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  assetRecord,
  imageCacheDir,
  imageHash,
  imageSourceDir,
  imageUrlPath,
} from "#app/content/files/images";
import type { ImageAsset } from "#app/content/types";

/** Larger files are refused: a phone's full-size JPEG stays well below. */
export const maxImageBytes = 20 * 1024 * 1024;

/**
 * Widths made of each photo (never wider than the original): a phone's
 * column (390 px at 2× and 3×), the hero's side column, the full-width
 * gallery at 2× and 3×.
 */
const imageWidths = [480, 800, 1200, 1600, 2400] as const;

/** What the step made of one source file: the image and the files it wrote. */
interface ImageRecord {
  asset: Omit<ImageAsset, "file">;
  outputs: string[];
}

/** Every problem with the source files, one line each, in German. */
export class ImageError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Bilder fehlerhaft:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ImageError";
  }
}

/** The files below `dir`, relative to it; hidden files (.gitkeep, .DS_Store) are no images. */
async function sourceFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const megabytes = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 });

/** The widths to make of an image `width` pixels wide: the steps below it and itself, capped. */
function widthsFor(width: number): number[] {
  const largest = Math.min(width, imageWidths.at(-1)!);
  return [...imageWidths.filter((step) => step < largest), largest];
}

/** Makes every width and format of one photo (JPEG or PNG) into `outDir`. */
async function processPhoto(data: Buffer, hash: string, outDir: string): Promise<ImageRecord> {
  const meta = await sharp(data).metadata();
  const { width, height } = meta.autoOrient;
  const opaque = !meta.hasAlpha || (await sharp(data).stats()).isOpaque;
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  const upright = sharp(data).rotate();
  const widths = widthsFor(width);
  const heightOf = (w: number) => Math.round((w * height) / width);
  const fallback = opaque ? "jpeg" : "png";
  const formats = [
    {
      ext: "avif",
      type: "image/avif",
      encode: (image: sharp.Sharp) => image.avif({ quality: 55 }),
    },
    {
      ext: "webp",
      type: "image/webp",
      encode: (image: sharp.Sharp) => image.webp({ quality: 78 }),
    },
    {
      ext: opaque ? "jpg" : "png",
      type: `image/${fallback}`,
      encode: (image: sharp.Sharp) =>
        opaque ? image.jpeg({ quality: 80, mozjpeg: true }) : image.png({ palette: true }),
    },
  ];
  const outputs: string[] = [];
  const srcSets = new Map<string, string>();
  for (const format of formats) {
    const entries: string[] = [];
    for (const w of widths) {
      const name = `${hash}-${w}.${format.ext}`;
      await format.encode(upright.clone().resize({ width: w })).toFile(join(outDir, name));
      outputs.push(name);
      entries.push(`${imageUrlPath}${name} ${w}w`);
    }
    srcSets.set(format.type, entries.join(", "));
  }
  const tiny = await upright.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    asset: {
      src: `${imageUrlPath}${outputs[outputs.length - 1]}`,
      width: widths.at(-1)!,
      height: heightOf(widths.at(-1)!),
      srcSet: srcSets.get(`image/${fallback}`),
      sources: formats.slice(0, 2).map(({ type }) => ({ type, srcSet: srcSets.get(type)! })),
      ...(opaque && { placeholder: `data:image/webp;base64,${tiny.toString("base64")}` }),
    },
    outputs,
  };
}

/** The record of one source file, from the cache or made now; a German error names the file. */
async function processImage(path: string, name: string, cacheDir: string): Promise<ImageRecord> {
  const data = await readFile(path);
  if (data.length > maxImageBytes) {
    throw new Error(
      `${name}: ${megabytes(data.length)} MB sind zu groß, höchstens ${megabytes(maxImageBytes)} MB. Bitte das Foto kleiner exportieren (z. B. 3000 Pixel breit).`,
    );
  }
  const hash = imageHash(data);
  const record = assetRecord(cacheDir, hash);
  if (existsSync(record)) return JSON.parse(await readFile(record, "utf8")) as ImageRecord;
  const format = await sharp(data)
    .metadata()
    .then((meta) => meta.format as string)
    .catch(() => "");
  const outDir = join(cacheDir, "files");
  await mkdir(outDir, { recursive: true });
  let result: ImageRecord;
  if (format === "jpeg" || format === "png") {
    result = await processPhoto(data, hash, outDir);
  } else if (format === "svg") {
    // Drawings (placeholders, logos) scale by themselves: served as they are.
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const file = `${hash}.svg`;
    await copyFile(path, join(outDir, file));
    result = {
      asset: { src: `${imageUrlPath}${file}`, width, height, sources: [] },
      outputs: [file],
    };
  } else {
    throw new Error(
      format === "heif"
        ? `${name}: HEIC-Fotos (iPhone) bitte als JPEG speichern oder exportieren (Einstellungen › Kamera › Formate › „Maximale Kompatibilität“).`
        : `${name}: Kein Bild im Format JPEG, PNG oder SVG. Bitte das Foto als JPEG oder PNG speichern.`,
    );
  }
  await writeFile(record, JSON.stringify(result));
  return result;
}

/**
 * Processes every file in `sourceDir` (content/images) into `cacheDir` and
 * returns the names of the files to publish below /assets/img/ (in `cacheDir/files`).
 * Throws every problem at once.
 */
export async function prepareImages(
  sourceDir = imageSourceDir(),
  cacheDir = imageCacheDir(),
): Promise<string[]> {
  await mkdir(cacheDir, { recursive: true });
  const problems: string[] = [];
  const outputs: string[] = [];
  for (const file of await sourceFiles(sourceDir)) {
    // Short inside the project ("content/images/x.jpg"), whole elsewhere.
    const inProject = relative(process.cwd(), join(sourceDir, file));
    const name = inProject.startsWith("..") ? join(sourceDir, file) : inProject;
    try {
      outputs.push(...(await processImage(join(sourceDir, file), name, cacheDir)).outputs);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new ImageError(problems);
  return outputs;
}

/** For scripts: the image step, or its problems printed and exit code 1 (no stack trace). */
export async function prepareImagesOrExit(): Promise<string[]> {
  try {
    return await prepareImages();
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outputs = await prepareImagesOrExit();
  console.log(`images: ${outputs.length} Dateien in ${relative(".", imageCacheDir())}`);
}

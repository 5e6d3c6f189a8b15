import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { imageAsset } from "#app/content/files/images";
import { ImageError, maxImageBytes, prepareImages } from "./images";

/** The GPS IFD's pointer tag (0x8825) as a little-endian EXIF block stores it. */
const gpsTag = Buffer.from([0x25, 0x88]);

/** A phone photo: stored landscape 1000 × 600, EXIF orientation 6 (shown portrait), with a location. */
async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "54/1 19/1 5/1" } })
    .toBuffer();
  const meta = await sharp(photo).metadata();
  // The fixture really carries what the step must remove.
  expect(meta.orientation).toBe(6);
  expect(meta.exif?.includes(gpsTag)).toBe(true);
  return photo;
}

// Encoding AVIF is real work: seconds per photo on a busy machine.
describe("image step", () => {
  let root: string;
  let sources: string;
  let cache: string;
  const env = { ...process.env };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "images-"));
    process.env.CONTENT_DIR = root;
    sources = join(root, "images");
    cache = join(root, "cache");
    process.env.IMAGE_CACHE_DIR = cache;
    mkdirSync(join(sources, "cases"), { recursive: true });
  });
  afterEach(() => {
    process.env.CONTENT_DIR = env.CONTENT_DIR;
    process.env.IMAGE_CACHE_DIR = env.IMAGE_CACHE_DIR;
    if (env.CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
    if (env.IMAGE_CACHE_DIR === undefined) delete process.env.IMAGE_CACHE_DIR;
    rmSync(root, { recursive: true, force: true });
  });

  it("turns a phone photo upright, strips its metadata and makes AVIF, WebP and JPEG in every width", async () => {
    writeFileSync(join(sources, "cases", "werkstatt.jpg"), await phonePhoto());
    const outputs = await prepareImages(sources, cache);
    const asset = imageAsset("cases/werkstatt.jpg");

    // Upright: portrait 600 × 1000, so 480 and the original 600 px.
    expect([asset.width, asset.height]).toEqual([600, 1000]);
    expect(asset.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const srcSet of [...asset.sources.map((source) => source.srcSet), asset.srcSet!]) {
      expect(srcSet.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["480w", "600w"]);
    }
    expect(asset.src).toMatch(/^\/assets\/img\/.+-600\.jpg$/);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);

    expect(outputs).toHaveLength(6);
    const formats = new Set<string>();
    for (const name of outputs) {
      const meta = await sharp(join(cache, "files", name)).metadata();
      formats.add(meta.format);
      expect(meta.width / meta.height).toBeCloseTo(0.6, 2);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(formats).toEqual(new Set(["heif", "webp", "jpeg"]));
  });

  it("reuses what it made of an unchanged file", async () => {
    writeFileSync(join(sources, "foto.jpg"), await phonePhoto());
    const [first] = await prepareImages(sources, cache);
    const made = statSync(join(cache, "files", first!)).mtimeMs;
    await prepareImages(sources, cache);
    expect(statSync(join(cache, "files", first!)).mtimeMs).toBe(made);
  });

  it("keeps transparency with a PNG fallback and no placeholder behind it", async () => {
    const logo = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    writeFileSync(join(sources, "logo.png"), logo);
    await prepareImages(sources, cache);
    const asset = imageAsset("logo.png");
    expect(asset.src).toMatch(/-600\.png$/);
    expect(asset.placeholder).toBeUndefined();
  });

  it("refuses a file over 20 MB and a file that is no image, in German and by name", async () => {
    writeFileSync(join(sources, "riesig.jpg"), Buffer.alloc(21 * 1024 * 1024));
    writeFileSync(join(sources, "notiz.jpg"), "kein Bild");
    expect(maxImageBytes).toBe(20 * 1024 * 1024);
    const error = await prepareImages(sources, cache).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageError);
    const [notImage, tooLarge] = (error as ImageError).problems;
    expect(tooLarge).toMatch(/riesig\.jpg: 21 MB sind zu groß, höchstens 20 MB/);
    expect(notImage).toMatch(/notiz\.jpg: Kein Bild im Format JPEG, PNG oder SVG/);
  });

  it("names an image the content refers to that is missing or not yet made", async () => {
    expect(() => imageAsset("fehlt.jpg")).toThrow("Bild „fehlt.jpg“ fehlt in content/images");
    const photo = sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } });
    writeFileSync(join(sources, "neu.jpg"), await photo.jpeg().toBuffer());
    expect(() => imageAsset("neu.jpg")).toThrow(/noch nicht verarbeitet/);
  });
});

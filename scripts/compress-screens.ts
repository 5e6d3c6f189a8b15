/**
 * After `--update-snapshots`: the committed screenshots (tests/visual/screens)
 * as 256-colour PNGs, a third of Playwright's size. The comparison's colour
 * threshold absorbs the quantisation; a moved or changed element still fails it.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const dir = join(import.meta.dirname, "..", "tests", "visual", "screens");
for (const name of readdirSync(dir).filter((file) => file.endsWith(".png"))) {
  const path = join(dir, name);
  // Only what Playwright has just written: quantising again would change every image a little.
  if ((await sharp(path).metadata()).isPalette) continue;
  const png = await sharp(path)
    .png({ palette: true, quality: 100, colours: 256, dither: 0, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path, png);
}

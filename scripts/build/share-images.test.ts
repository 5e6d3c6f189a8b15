import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { cases } from "#app/content/cases";
import { servicePages } from "#app/content/services";
import {
  renderShareImage,
  shareCardOf,
  shareFonts,
  shareImageMaxBytes,
  themeColours,
  type ShareCard,
  type ShareFonts,
} from "./share-images";

const colours = themeColours(readFileSync("app/app.css", "utf8"));
let fonts: ShareFonts;
beforeAll(async () => {
  fonts = await shareFonts([{ kind: "page", title: "Über uns: Größe, „Qualität“ – 30 € · § 5" }]);
});

test("a case page shows the case, a service page the service, any other page its meta title", () => {
  const item = cases[0]!;
  expect(shareCardOf(`/case/${item.slug}`, "egal")).toMatchObject({
    kind: "case",
    title: item.title,
  });
  const service = servicePages[0]!;
  expect(shareCardOf(`/leistungen/${service.slug}`, "egal")).toEqual({
    kind: "service",
    title: service.name,
  });
  expect(shareCardOf("/kontakt", "Kontakt")).toEqual({ kind: "page", title: "Kontakt" });
  expect(shareCardOf("/case/gibt-es-nicht", "Cases")).toEqual({ kind: "page", title: "Cases" });
});

test("the colours are the dark theme's tokens", () => {
  expect(colours).toMatchObject({ bg: "#0b1220", fg: "#e8edf3" });
  expect(Object.keys(colours)).toEqual(expect.arrayContaining(["primary", "aurora-1", "muted"]));
});

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const hex = (value: string) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));

test("an image is a 1200 × 630 PNG under the byte limit on the theme's background", async () => {
  const card: ShareCard = { kind: "page", title: "Über uns: Größe, „Qualität“ – 30 € · § 5" };
  const png = await renderShareImage(card, colours, fonts);
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  expect(png.length).toBeLessThan(shareImageMaxBytes);
  expect(await pixel(png, 1190, 300)).toEqual(hex(colours.bg!));
});

test("a case with its own photo shows it in the right column, still under the byte limit", async () => {
  const imageDir = mkdtempSync(join(tmpdir(), "share-"));
  mkdirSync(join(imageDir, "cases"));
  // Noise: the hardest photo to compress.
  const noise = { type: "gaussian", mean: 128, sigma: 60 } as const;
  await sharp({ create: { width: 800, height: 600, channels: 3, noise, background: "#808080" } })
    .jpeg()
    .toFile(join(imageDir, "cases", "foto.jpg"));
  const card: ShareCard = { kind: "case", title: "Ein Case", photo: "cases/foto.jpg" };
  const png = await renderShareImage(card, colours, fonts, imageDir);
  expect(png.length).toBeLessThan(shareImageMaxBytes);
  const spread = async (left: number) => {
    const area = await sharp(png).extract({ left, top: 500, width: 200, height: 60 }).toBuffer();
    return (await sharp(area).stats()).channels[0]!.stdev;
  };
  expect(await spread(900)).toBeGreaterThan(20);
  expect(await spread(500)).toBe(0);
});

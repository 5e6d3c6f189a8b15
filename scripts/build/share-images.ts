/**
 * Each page's share image (Open Graph, X): a 1200 × 630 PNG made at build
 * time from what the page's meta names (app/lib/meta.ts): its title, the kind
 * of page and the brand, in the brand's faces and dark-theme colours, with
 * the case's photo where the case has one.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "node-html-parser";
import satori from "satori";
import sharp from "sharp";
import { findCase } from "#app/content/cases";
import { imageSourceDir } from "#app/content/files/images";
import { findService } from "#app/content/services";
import { site } from "#app/content/site";
import { shareImageSize } from "#app/lib/meta";
import { brandFontFiles, safeCharacters, staticFace } from "../brand-fonts";

type ShareKind = "case" | "service" | "page";

export interface ShareCard {
  kind: ShareKind;
  title: string;
  /** A case's own photo: its source file below content/images. */
  photo?: string;
}

/** The line above the title; a plain page has none. */
const kindLabels: Record<ShareKind, string | undefined> = {
  case: "Case",
  service: "Leistung",
  page: undefined,
};

/** What a page's image shows: a case or service from its content, any other page the title its meta names. */
export function shareCardOf(path: string, pageTitle: string): ShareCard {
  const [, section, slug] = path.split("/");
  const item = section === "case" ? findCase(slug) : undefined;
  if (item)
    return {
      kind: "case",
      title: item.title,
      ...(item.heroImage ? { photo: item.heroImage.image.file } : {}),
    };
  const service = section === "leistungen" ? findService(slug) : undefined;
  if (service) return { kind: "service", title: service.name };
  return { kind: "page", title: pageTitle };
}

/** The dark theme's colour tokens from app/app.css, the one place they are defined. */
export function themeColours(css: string): Record<string, string> {
  const block = /\.dark\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
}

/** The faces the renderer needs, cut to the characters of all cards at once. */
export interface ShareFonts {
  text: Buffer;
  display: Buffer;
}

export async function shareFonts(cards: readonly ShareCard[]): Promise<ShareFonts> {
  const text =
    safeCharacters + cards.map((card) => card.title + (kindLabels[card.kind] ?? "")).join("");
  return {
    text: await staticFace(brandFontFiles.text, 600, text + site.url),
    display: await staticFace(brandFontFiles.display, 600, text + site.brand),
  };
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The photo fills the right column above the aurora band. */
const photoSize = { width: 440, height: 618 };

/** Long titles get a smaller size, so every title fits in four lines. */
const titleSize = (title: string) => (title.length <= 36 ? 76 : title.length <= 70 ? 62 : 52);

function cardTree(card: ShareCard, colours: Record<string, string>, photo?: string): Node {
  const label = kindLabels[card.kind];
  const aurora = ["aurora-1", "aurora-2", "aurora-3"].map((name) =>
    h("div", { flex: 1, background: colours[name] }),
  );
  const text = h(
    "div",
    { display: "flex", flexDirection: "column", flex: 1, padding: "64px 72px 56px" },
    [
      h("div", { display: "flex", fontFamily: "Display", fontSize: 44, color: colours.fg }, [
        site.brand,
        h("span", { color: colours.primary }, "."),
      ]),
      h(
        "div",
        { display: "flex", flexDirection: "column", flex: 1, justifyContent: "center" },
        [
          label &&
            h(
              "div",
              { fontSize: 28, color: colours["aurora-3"], letterSpacing: 2, marginBottom: 20 },
              label.toUpperCase(),
            ),
          h(
            "div",
            {
              fontFamily: "Display",
              fontSize: titleSize(card.title),
              lineHeight: 1.12,
              color: colours.fg,
              lineClamp: 4,
            },
            card.title,
          ),
        ].filter(Boolean),
      ),
      h("div", { fontSize: 26, color: colours.muted }, new URL(site.url).host),
    ],
  );
  return h(
    "div",
    {
      ...shareImageSize,
      display: "flex",
      flexDirection: "column",
      background: colours.bg,
      fontFamily: "Text",
    },
    [
      h(
        "div",
        { display: "flex", flex: 1 },
        [
          text,
          photo && {
            type: "img",
            props: { src: photo, width: photoSize.width, height: photoSize.height },
          },
        ].filter(Boolean),
      ),
      h("div", { display: "flex", height: 12 }, aurora),
    ],
  );
}

/** Byte limit of one image: large previews stay quick to fetch for the sharing platforms. */
export const shareImageMaxBytes = 150 * 1024;

/** One card as PNG, within the byte limit. */
export async function renderShareImage(
  card: ShareCard,
  colours: Record<string, string>,
  fonts: ShareFonts,
  imageDir = imageSourceDir(),
): Promise<Buffer> {
  const photo = card.photo
    ? await sharp(join(imageDir, card.photo))
        .rotate()
        .resize({ ...photoSize, fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer()
    : undefined;
  const tree = cardTree(
    card,
    colours,
    photo && `data:image/jpeg;base64,${photo.toString("base64")}`,
  );
  const svg = await satori(tree as never, {
    ...shareImageSize,
    fonts: [
      { name: "Text", data: fonts.text, weight: 600 },
      { name: "Display", data: fonts.display, weight: 600 },
    ],
  });
  // Full colour first (fast, and small for flat cards); a photo may need a palette.
  for (const palette of [undefined, 256, 64]) {
    const png = await sharp(Buffer.from(svg))
      .png(
        palette
          ? { palette: true, colours: palette, compressionLevel: 9 }
          : { compressionLevel: 9 },
      )
      .toBuffer();
    if (png.length <= shareImageMaxBytes) return png;
  }
  throw new Error(`Vorschaubild für „${card.title}“ bleibt über ${shareImageMaxBytes} Bytes.`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** Writes the image every built page names in `og:image`; pages without one (404) are skipped. */
export async function writeShareImages(client: string): Promise<number> {
  const pages = htmlFiles(client).flatMap((file) => {
    const head = parse(readFileSync(file, "utf8")).querySelector("head");
    const content = (property: string) =>
      head?.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    const image = content("og:image");
    const url = content("og:url");
    if (!image || !url) return [];
    return [
      {
        image: new URL(image).pathname,
        card: shareCardOf(new URL(url).pathname, content("og:image:alt") ?? ""),
      },
    ];
  });
  const colours = themeColours(readFileSync("app/app.css", "utf8"));
  const fonts = await shareFonts(pages.map(({ card }) => card));
  // All at once: sharp draws and compresses in its own threads while satori lays out the next card.
  await Promise.all(
    pages.map(async ({ image, card }) => {
      const png = await renderShareImage(card, colours, fonts);
      const target = join(client, image);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, png);
    }),
  );
  return pages.length;
}

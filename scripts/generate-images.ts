/**
 * Renders the app icons from the site config with Chromium (each page's
 * share image is made by the build: scripts/build/share-images.ts). Run it after
 * changing the brand (`npx tsx scripts/generate-images.ts`) and commit the
 * files it writes to public/.
 */
import { chromium } from "playwright-core";
import { site } from "#app/content/site";
import { chromiumPath } from "./system-tools";

const hexagon = (size: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><path d="M32 2l26 15v30L32 62 6 47V17z" fill="${fill}"/><text x="32" y="43" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff">${site.brand.charAt(0)}</text></svg>`;

const icon = (size: number, padding: number) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;background:#ffffff;display:flex;align-items:center;justify-content:center">${hexagon(size - 2 * padding, "#0b6b63")}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
const render = async (html: string, width: number, height: number, path: string) => {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  const type = path.endsWith(".jpg") ? "jpeg" : "png";
  await page.screenshot({
    path,
    type,
    quality: type === "jpeg" ? 85 : undefined,
    clip: { x: 0, y: 0, width, height },
  });
};
await render(icon(180, 14), 180, 180, "public/apple-touch-icon.png");
await render(icon(192, 16), 192, 192, "public/icon-192.png");
await render(icon(512, 56), 512, 512, "public/icon-512.png");
await browser.close();

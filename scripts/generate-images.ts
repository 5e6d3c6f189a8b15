/**
 * Renders the share image and the app icons from the site config with
 * Chromium. Run it after changing the brand (`npx tsx scripts/generate-images.ts`)
 * and commit the files it writes to public/.
 */
import { chromium } from "playwright-core";
import { readPage } from "#app/content/files/collections";
import { companyName, site } from "#app/content/site";
import { chromiumPath } from "./system-tools";

const hexagon = (size: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><path d="M32 2l26 15v30L32 62 6 47V17z" fill="${fill}"/><text x="32" y="43" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff">${site.brand.charAt(0)}</text></svg>`;

const shareImage = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0b1220 0%,#12304a 100%);color:#e8edf3;font-family:Arial,Helvetica,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">${hexagon(88, "#0b6b63")}<span style="font-size:44px;font-weight:700">${companyName}</span></div>
  <div style="font-size:72px;font-weight:700;line-height:1.1;max-width:960px">${readPage("home").hero.title}</div>
  <div style="font-size:32px;color:#4fd1c5">Strategie · Produkt · Innovation · ${site.address.city}</div>
</div></body></html>`;

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
await render(shareImage, 1200, 630, "public/og-image.jpg");
await render(icon(180, 14), 180, 180, "public/apple-touch-icon.png");
await render(icon(192, 16), 192, 192, "public/icon-192.png");
await render(icon(512, 56), 512, 512, "public/icon-512.png");
await browser.close();

import type { MetaDescriptor } from "react-router";
import { companyName, site } from "#app/content/site";
import type { PageMeta } from "#app/content/types";
import { robotsContent, sampleMode } from "./sample-mode";

/** Size of every page's share image (made from the built page by scripts/build/share-images.ts). */
export const shareImageSize = { width: 1200, height: 630 };

/** Where the share image of a page lives: its path under /og/ ("/" is /og/index.png). */
export function shareImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path.replace(/\/$/, "")}.png`;
}

/** Absolute URL of a site path, from the configured site URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** Title, description, canonical URL and sharing tags of one page. */
export function pageMeta(
  page: PageMeta,
  path: string,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const title = path === "/" ? `${companyName} – ${page.title}` : `${page.title} | ${companyName}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(shareImagePath(path));
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    // The image shows the page's title (scripts/build/share-images.ts reads it from here).
    { property: "og:image:alt", content: page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.title },
    ...robotsMeta(robotsContent(sampleMode, options.noindex)),
  ];
}

function robotsMeta(content: string | undefined): MetaDescriptor[] {
  return content ? [{ name: "robots", content }] : [];
}

import type { MetaDescriptor } from "react-router";
import { companyName, site } from "#app/content/site";
import type { PageMeta } from "#app/content/types";
import { robotsContent, sampleMode } from "./sample-mode";

export const shareImage = { path: "/og-image.jpg", width: 1200, height: 630 };

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
  const image = absoluteUrl(shareImage.path);
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
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...robotsMeta(robotsContent(sampleMode, options.noindex)),
  ];
}

function robotsMeta(content: string | undefined): MetaDescriptor[] {
  return content ? [{ name: "robots", content }] : [];
}

/**
 * Sample mode: on while the launch check finds anything (invented identity,
 * sample texts, unsourced claims, unapproved clients). Then every page asks
 * search engines to stay away and says on screen that it is a demo; when the
 * owner's real material is in, it is off everywhere with no other change.
 */
import { defaultInput, type LaunchInput, launchFindings } from "./launch-check";

export const isSampleMode = (input: LaunchInput = defaultInput): boolean =>
  launchFindings(input).length > 0;

export const sampleMode: boolean = isSampleMode();

/** The page-level robots directive: none for a real site (pages may add their own). */
export function robotsContent(isSample: boolean, pageNoindex = false): string | undefined {
  return isSample || pageNoindex ? "noindex, nofollow" : undefined;
}

/** `robots.txt`: a demo is closed to crawlers and names no sitemap. */
export function robotsTxt(isSample: boolean, sitemapUrl: string): string {
  return isSample
    ? "# Demo-Website mit Beispielinhalten: nicht indexieren.\nUser-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

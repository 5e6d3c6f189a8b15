import { isRouteErrorResponse, Links, Meta, Outlet, type LinksFunction } from "react-router";
import pageScripts from "virtual:page-scripts";
import type { Route } from "./+types/root";
import { NotFound } from "#app/components/sections/not-found";
import { CookieBanner } from "#app/components/layout/cookie-banner";
import { asksForConsent } from "#app/content/embeds";
import { navLabels } from "#app/content/navigation";
import { Footer } from "#app/components/layout/footer";
import { Header } from "#app/components/layout/header";
import headScript from "#app/shell/head.js?raw";
import frauncesFile from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interFile from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { sampleMode } from "#app/lib/sample-mode";
import "./app.css";

/**
 * The brand faces of app/app.css, which every first screen shows: fetched with
 * the stylesheet, so they are there for its first paint on all but a slow line
 * (decision 054). The build's subset step renames the files here too.
 */
const brandFonts = [frauncesFile, interFile].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));

export const links: LinksFunction = () => [
  ...brandFonts,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The head script without its comments and indentation: it is in every page. */
const inlineHeadScript = headScript.replace(/^\s*\/\/.*\n/gm, "").replace(/^\s+/gm, "");

/**
 * Navigation is a normal page load; the browser prerenders a same-origin page
 * when the pointer rests on its link, so it opens at once.
 */
const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ],
});

/**
 * Every page is React rendered at build time and ships no framework
 * JavaScript: the shell (menu, theme, banner, tooltips, counters, embeds)
 * works through native HTML, the inline head script and one small module.
 * Pages with an application add an island (docs/decisions/011-static-first.md).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de" data-sample-mode={sampleMode || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b63" />
        <script dangerouslySetInnerHTML={{ __html: inlineHeadScript }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        <Meta />
        <Links />
        <script type="module" async src={pageScripts.shell.src} />
      </head>
      <body className="min-h-dvh bg-bg text-fg antialiased">
        <a
          href="#main"
          className="fixed left-2 top-2 z-[100] -translate-y-20 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:translate-y-0"
        >
          {navLabels.skipLink}
        </a>
        <Header />
        {/* Early in the page, so it is painted (and its buttons work) with the first screen;
            none where nothing waits for consent (docs/decisions/047-optional-services.md). */}
        {asksForConsent && <CookieBanner />}
        <main id="main" tabIndex={-1} className="pt-(--header-height) outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page whose data does not exist is a 404, not a crash.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unbekannter Fehler";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">{detail}</p>
    </section>
  );
}

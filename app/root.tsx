import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFound } from "#app/components/sections/not-found";
import { VoiceAgentSlot } from "#app/components/embeds/voice-agent-slot";
import { CookieBanner } from "#app/components/layout/cookie-banner";
import { FocusOnNavigate } from "#app/components/layout/focus-on-navigate";
import { Footer } from "#app/components/layout/footer";
import { Header } from "#app/components/layout/header";
import { Toaster } from "#app/components/layout/toaster";
import { consentScript } from "#app/lib/consent";
import { themeScript } from "#app/lib/theme";
import "./app.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Without JavaScript the menu button cannot work: show the links in the header's flow instead.
const noScriptStyles = `@media (max-width: 47.99rem){#site-header{position:static}#main{padding-top:0}#mobile-menu{display:block!important}[data-menu-toggle]{display:none!important}}`;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b63" />
        <script dangerouslySetInnerHTML={{ __html: themeScript + consentScript }} />
        <noscript>
          <style>{noScriptStyles}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-bg text-fg antialiased">
        <a
          href="#main"
          className="fixed left-2 top-2 z-[100] -translate-y-20 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:translate-y-0"
        >
          Zum Inhalt springen
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <CookieBanner />
        <Toaster />
        <VoiceAgentSlot />
        <FocusOnNavigate />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page whose data does not exist (e.g. an unknown service slug) is a 404, not a crash.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unbekannter Fehler";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">{detail}</p>
    </section>
  );
}

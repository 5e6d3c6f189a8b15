import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { strictTransportSecurity } from "./headers";
import { type EnquiryApiOptions, enquiryApi } from "./enquiry-api";
import { currentRelease, type Release } from "./releases";
import { statsApi } from "./stats-api";
import type { StatsStore } from "./stats-store";
import { staticSite } from "./static-site";

export interface SiteServerOptions extends EnquiryApiOptions {
  buildDir: string;
  /** Believe X-Forwarded-For/-Proto from the one reverse proxy in front (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** The page-view beacon (server/stats-api.ts); the owner's addresses are not counted. */
  stats?: { store: StatsStore; owners: ReadonlySet<string> };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The release this request is served from (resolved once per request). */
    release: Release;
  }
}

/** What every answer carries: the release's security headers, and HSTS over HTTPS. */
function siteHeaders(release: Release, protocol: string): Record<string, string> {
  if (protocol !== "https") return release.securityHeaders;
  return { ...release.securityHeaders, "Strict-Transport-Security": strictTransportSecurity };
}

async function sendSiteHeaders(buildDir: string, request: FastifyRequest, reply: FastifyReply) {
  request.release = await currentRelease(buildDir);
  reply.headers(siteHeaders(request.release, request.protocol));
}

/** The HTTP server: the enquiry endpoint and the static site, security headers on every answer. */
export async function createSiteServer(options: SiteServerOptions) {
  const { buildDir, trustProxy, log = console.error } = options;
  const app = Fastify({
    // The proxy appends the visitor's address last: trust exactly that one hop (the socket's).
    trustProxy: (_address, hop) => trustProxy && hop === 0,
    routerOptions: { ignoreTrailingSlash: true },
    // A path that is no valid URL never reaches the hooks: the short answer it always had.
    frameworkErrors: (_error, request, reply) => {
      void currentRelease(buildDir).then(
        (release) =>
          reply.raw
            .writeHead(400, {
              ...siteHeaders(release, request.protocol),
              "Content-Type": "text/plain; charset=utf-8",
            })
            .end("Ungültige Adresse.\n"),
        () => reply.raw.destroy(),
      );
    },
  });
  app.decorateRequest("release");
  app.addHook("onRequest", (request, reply) => sendSiteHeaders(buildDir, request, reply));
  await app.register(fastifyRateLimit, { global: false });
  // Only the reply.sendFile decorator: the static route resolves the release per request.
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });
  await enquiryApi(app, options);
  if (options.stats) statsApi(app, options.stats.store, options.stats.owners);
  staticSite(app, { buildDir, log });
  return app;
}

import fastifyStatic from "@fastify/static";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { strictTransportSecurity } from "#app/lib/http-headers";
import { type EnquiryApiOptions, enquiryApi } from "./enquiry-api";
import { currentRelease, type Release } from "./releases";
import { statsApi } from "./stats-api";
import type { StatsStore } from "./stats-store";
import { staticSite } from "./static-site";

export interface SiteServerOptions extends EnquiryApiOptions {
  buildDir: string;
  /** Believe X-Forwarded-For/-Proto from the one reverse proxy in front (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Shorter limits for tests; production takes `connectionLimits`. */
  limits?: { [Key in keyof typeof connectionLimits]?: number | undefined };
  /** The page-view beacon (server/stats-api.ts); the owner's addresses are not counted. */
  stats?: { store: StatsStore; owners: ReadonlySet<string> };
}

/**
 * Limits on connections (decision 042), so slow, idle or many connections
 * cannot hold the server's open files. A phone on a bad line sends its headers
 * in a second or two and the largest enquiry (under 50 kB) in under 20 s even
 * at 20 kbit/s; nothing legitimate comes near the time limits.
 */
export const connectionLimits = {
  headersMs: 20_000,
  /** The whole request, its body included. */
  requestMs: 60_000,
  /** Idle between requests; above nginx's upstream keepalive_timeout (4 s, deploy/nginx.conf). */
  keepAliveMs: 5_000,
  /** How often Node checks the time limits: a connection over one goes at most this much later. */
  checkEveryMs: 2_000,
  /**
   * Open connections one address may hold when the server faces visitors directly: a
   * browser opens six, an office behind one address a few dozen. Behind the reverse
   * proxy every connection comes from it, and it buffers bodies itself: no cap there.
   */
  connectionsPerAddress: 100,
};

/** Closes a connection at once when its address already holds `limit` (decision 042). */
function capConnectionsPerAddress(server: Server, limit: number) {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = open.get(address)! - 1;
      if (left) open.set(address, left);
      else open.delete(address);
    });
  });
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
  const {
    headersMs = connectionLimits.headersMs,
    requestMs = connectionLimits.requestMs,
    keepAliveMs = connectionLimits.keepAliveMs,
    checkEveryMs = connectionLimits.checkEveryMs,
    connectionsPerAddress = connectionLimits.connectionsPerAddress,
  } = options.limits ?? {};
  const app = Fastify({
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
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
  app.server.headersTimeout = headersMs;
  // Node reads it when the server starts listening (missing from @types/node 20).
  Object.assign(app.server, { connectionsCheckingInterval: checkEveryMs });
  if (!trustProxy) capConnectionsPerAddress(app.server, connectionsPerAddress);
  app.decorateRequest("release");
  app.addHook("onRequest", (request, reply) => sendSiteHeaders(buildDir, request, reply));
  // Only the reply.sendFile decorator: the static route resolves the release per request.
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });
  await enquiryApi(app, options);
  if (options.stats) statsApi(app, options.stats.store, options.stats.owners);
  staticSite(app, { buildDir, log });
  return app;
}

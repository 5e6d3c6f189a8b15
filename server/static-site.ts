import { ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, join, posix } from "node:path";
import { mime } from "@fastify/send";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { enquiryPath } from "#app/enquiry/reply";
import { methodNotAllowed } from "./enquiry-api";
import { cacheControlFor } from "#app/lib/http-headers";
import { previousClientDirs } from "./releases";

/**
 * Serves the prerendered build the way a static host would, through
 * @fastify/static (precompressed `.br`/`.gz` copies, ETag, 304): `/x` and `/x/`
 * are the page `/x/index.html`, hashed assets of replaced releases are still
 * found, everything else gets the 404 page.
 */

// The build's types the mime table does not name as we send them.
mime.define({ "text/javascript": ["js", "mjs"] }, true);

/** Files for the static host, never for visitors. */
const hostControlFiles = new Set(["_headers", "_redirects"]);
const notFoundPaths = new Set(["/404", "/404.html"]);
/** The spec's only server-side redirect: an unknown case goes to the list. */
const unknownCasePath = /^\/case(\/[^/]*)?\/?$/;

/** The decoded, normalised path, or undefined when it cannot name a file inside the build. */
function sitePath(url: string): string | undefined {
  try {
    const decoded = decodeURIComponent(new URL(url, "http://localhost").pathname);
    return decoded.includes("\0") ? undefined : posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

/**
 * A path no visitor is sent to: a backslash (another system's separator, which
 * the file sender refuses with an error) or a name starting with a dot
 * (`.assetsignore` of the Cloudflare upload, anything hidden).
 */
const isHiddenPath = (path: string) => path.includes("\\") || /(^|\/)\./.test(path);

/** The files a path may name, the usual first: `/x` and `/x/` are the page `/x/index.html`. */
function candidates(path: string): string[] {
  if (path.endsWith("/")) return [`${path}index.html`];
  if (/\.[a-z0-9]+$/i.test(basename(path))) return [path, `${path}.html`, `${path}/index.html`];
  return [`${path}/index.html`, `${path}.html`, path];
}

async function firstExisting(root: string, paths: string[]): Promise<string | undefined> {
  for (const path of paths) {
    const file = await stat(join(root, path)).catch(() => undefined);
    if (file?.isFile()) return path;
  }
  return undefined;
}

const isEnquiryPath = (path: string) => path === enquiryPath || path === `${enquiryPath}/`;

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type("text/plain; charset=utf-8").send(body);

export function staticSite(
  app: FastifyInstance,
  { buildDir, log }: { buildDir: string; log: (line: string) => void },
) {
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const path = sitePath(request.url);
    if (path === undefined) return text(reply, 400, "Ungültige Adresse.\n");
    if (isEnquiryPath(path)) return methodNotAllowed(reply);
    if (notFoundPaths.has(path) || hostControlFiles.has(basename(path)) || isHiddenPath(path)) {
      await notFound(reply, path);
      return reply;
    }
    // The usual file is sent without looking first; only a miss searches further (notFound).
    const [file] = candidates(path) as [string];
    reply.header("Cache-Control", cacheControlFor(file));
    return reply.sendFile(file, request.release.client);
  }

  /** Requests whose usual file was missing and that have been searched for since. */
  const searched = new WeakSet<FastifyRequest>();

  // The helpers below answer without returning the reply: each async layer that returned it
  // would wait on it once more (a reply is a thenable), and the handlers return it once.

  /** The other files the path may name, and a replaced release's hashed assets. */
  async function search(request: FastifyRequest, reply: FastifyReply, path: string) {
    searched.add(request);
    const { release } = request;
    const roots = [release.client];
    // A page opened before the last deploy asks for the chunks of its own release.
    if (path.startsWith("/assets/")) roots.push(...(await previousClientDirs(buildDir, release)));
    for (const root of roots) {
      const file = await firstExisting(root, candidates(path));
      if (file) {
        reply.header("Cache-Control", cacheControlFor(file)).sendFile(file, root);
        return;
      }
    }
    await notFound(reply, path);
  }

  async function notFound(reply: FastifyReply, path: string) {
    if (unknownCasePath.test(path)) {
      reply.code(302).header("Location", "/cases").header("Cache-Control", "no-cache").send();
      return;
    }
    const client = reply.request.release.client;
    if (await firstExisting(client, ["/404.html"])) {
      reply.code(404).header("Cache-Control", "no-cache").sendFile("/404.html", client);
    } else {
      text(reply, 404, "Nicht gefunden.\n");
    }
  }

  // A file replaced under the running server may be shorter than when it was measured:
  // then the connection is cut rather than the length left wrong (a client would wait
  // for bytes that never come).
  app.addHook("onSend", async (_request, reply, payload) => {
    const length = Number(reply.getHeader("content-length"));
    if (payload instanceof ReadStream && length) {
      payload.once("end", () => payload.bytesRead < length && reply.raw.destroy());
    }
    return payload;
  });
  app.get("*", serve);
  app.setErrorHandler(async (error: NodeJS.ErrnoException, request, reply) => {
    // Deleted between being found and being read: as if it had never been there.
    if (error.code === "ENOENT") {
      await notFound(reply, sitePath(request.url) ?? "");
      return reply;
    }
    log(`${request.method} ${request.url}: ${String(error)}`);
    return text(reply, 500, "Interner Fehler.\n");
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = sitePath(request.url) ?? "";
    if (isEnquiryPath(path)) return methodNotAllowed(reply);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return text(reply.header("Allow", "GET, HEAD"), 405, "Methode nicht erlaubt.\n");
    }
    // The usual file is missing: search once, then the 404 page. Such a response passes four
    // async layers that each wait on the reply (two "close" listeners each) and the file
    // stream's three: eleven, all gone with the response, one over Node's leak warning.
    reply.raw.setMaxListeners(16);
    if (searched.has(request)) await notFound(reply, path);
    else await search(request, reply, path);
    return reply;
  });
}

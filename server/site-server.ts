import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { enquiryPath } from "#app/lib/enquiry-reply";
import { createEnquiryApi, type EnquiryApiOptions } from "./enquiry-api";
import { currentRelease } from "./releases";
import { isHttps } from "./request-info";
import { serveStatic } from "./static-files";

export interface SiteServerOptions extends EnquiryApiOptions {
  buildDir: string;
}

const hsts = "max-age=31536000; includeSubDomains";

/** The HTTP server: the enquiry endpoint and the static site, security headers on every answer. */
export function createSiteServer(options: SiteServerOptions) {
  const { buildDir, trustProxy, log = console.error } = options;
  const handleEnquiry = createEnquiryApi(options);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const release = await currentRelease(buildDir);
    for (const [name, value] of Object.entries(release.securityHeaders)) res.setHeader(name, value);
    if (isHttps(req, trustProxy)) res.setHeader("Strict-Transport-Security", hsts);
    const path = (req.url ?? "/").split("?")[0];
    if (path === enquiryPath || path === `${enquiryPath}/`) {
      return handleEnquiry(req, res, release.client);
    }
    return serveStatic(req, res, release, buildDir);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`${req.method} ${req.url}: ${String(error)}`);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
          .end("Interner Fehler.\n");
    });
  });
}

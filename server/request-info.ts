import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/**
 * What the server may believe about a request. Forwarded headers come from
 * the reverse proxy only when `TRUST_PROXY=1`; otherwise anyone could set them.
 */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return trustProxy && firstHeaderValue(req.headers["x-forwarded-proto"]) === "https";
}

/** The visitor's address: the socket's, or the one the trusted proxy appended last. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-for"] ?? "") : "";
  const lastHop = forwarded.split(",").at(-1)?.trim();
  return lastHop || req.socket.remoteAddress || "unknown";
}

function firstHeaderValue(header: string | string[] | undefined): string {
  return (
    String(header ?? "")
      .split(",")[0]
      ?.trim()
      .toLowerCase() ?? ""
  );
}

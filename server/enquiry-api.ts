import type { Client } from "@libsql/client";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyError, maxBodyBytes, parseJsonObject, parseUrlEncoded } from "#app/lib/enquiry-body";
import {
  bodyKind,
  checkEnquiry,
  enquiryEcho,
  isCrossSite,
  replyMessages as messages,
  thankYouPath,
} from "#app/lib/enquiry-reply";
import { storeEnquiry } from "./enquiries";
import { enquiryErrorPage } from "./error-page";
import type { RateLimiter } from "./rate-limit";
import { readBody } from "./request-body";
import { clientIp } from "./request-info";

/** `POST /api/kontakt`: checks an enquiry, stores it with its outbox entry, then answers. */

export interface EnquiryApiOptions {
  db: Client;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** Called after an enquiry is committed (wakes the outbox). */
  onStored(id: number): void;
  log?: (line: string) => void;
}

interface Failure {
  status: number;
  error: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export function createEnquiryApi({
  db,
  rateLimiter,
  trustProxy,
  onStored,
  log = console.error,
}: EnquiryApiOptions) {
  return async function handleEnquiry(req: IncomingMessage, res: ServerResponse, client: string) {
    const kind = bodyKind(req.headers["content-type"]);
    const isFormPost = kind === "form";
    let submitted: Record<string, unknown> = {};

    const fail = async ({ status, error, fields = {}, headers = {} }: Failure) => {
      // A body we stopped reading must not be taken as the next request.
      if (!req.complete) headers.Connection = "close";
      if (!isFormPost) return sendJson(res, status, { error, fields }, headers);
      const page = await enquiryErrorPage(client, enquiryEcho(error, submitted, fields));
      res.writeHead(status, {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(page);
    };

    if (req.method !== "POST") {
      return sendJson(res, 405, { error: messages.method }, { Allow: "POST" });
    }
    const crossSite = isCrossSite({
      secFetchSite: String(req.headers["sec-fetch-site"] ?? ""),
      origin: req.headers.origin,
      host: req.headers.host,
    });
    if (crossSite) return fail({ status: 403, error: messages.crossSite });
    if (!kind) {
      return fail({ status: 415, error: messages.contentType });
    }
    const ip = clientIp(req, trustProxy);
    const retryAfter = rateLimiter.retryAfterSeconds(ip);
    if (retryAfter) {
      return fail({
        status: 429,
        error: messages.rateLimited,
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    try {
      const body = await readBody(req, maxBodyBytes);
      submitted = isFormPost ? parseUrlEncoded(body) : parseJsonObject(body);
    } catch (error) {
      if (error instanceof BodyError) return fail({ status: error.status, error: error.message });
      throw error;
    }

    const checked = checkEnquiry(submitted);
    if (!checked.ok) return fail({ status: 422, error: checked.error, fields: checked.fields });

    let id: number;
    try {
      id = await storeEnquiry(db, checked.enquiry);
    } catch (error) {
      log(`Anfrage nicht gespeichert: ${String(error)}`);
      return fail({ status: 500, error: messages.storage });
    }
    rateLimiter.record(ip);
    onStored(id);
    if (isFormPost) {
      res.writeHead(303, { Location: thankYouPath, "Cache-Control": "no-store" }).end();
    } else {
      sendJson(res, 201, { ok: true, id });
    }
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify(body));
}

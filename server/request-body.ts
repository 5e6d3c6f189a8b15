import type { IncomingMessage } from "node:http";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const notUtf8 = "Die Anfrage ist nicht in UTF-8 kodiert.";

/**
 * Reads the body up to `limit` bytes. Beyond it, reading stops and the promise
 * rejects with 413; the caller answers with `Connection: close`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = new BodyError(
    413,
    `Die Anfrage ist zu groß (höchstens ${Math.round(limit / 1024)} KB).`,
  );
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.reject(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error) => {
      req.off("data", onData).off("end", onEnd).off("error", finish).off("close", onClose);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(tooLarge);
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onClose = () => finish(new BodyError(400, "Die Anfrage wurde abgebrochen."));
    req.on("data", onData).on("end", onEnd).on("error", finish).on("close", onClose);
  });
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyError(400, notUtf8);
  }
}

/** Parses a JSON object body; anything else is a 400. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decodeUtf8(body));
  } catch (error) {
    if (error instanceof BodyError) throw error;
    throw new BodyError(400, "Die Anfrage enthält kein gültiges JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BodyError(400, "Die Anfrage enthält kein gültiges JSON-Objekt.");
  }
  return value as Record<string, unknown>;
}

/**
 * Parses `application/x-www-form-urlencoded`, rejecting bytes that are not
 * UTF-8 (URLSearchParams would silently turn them into U+FFFD). The first
 * value of a repeated name wins.
 */
export function parseUrlEncoded(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of body.toString("latin1").split("&")) {
    if (!pair) continue;
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    const key = decodeFormComponent(name);
    if (!(key in fields)) fields[key] = decodeFormComponent(value);
  }
  return fields;
}

function decodeFormComponent(text: string): string {
  const bytes = text
    .replaceAll("+", " ")
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decodeUtf8(Buffer.from(bytes, "latin1"));
}

/**
 * Parsing the body of `POST /api/kontakt` on bytes, for the Node server and
 * the edge worker alike; the answers are the shared contract's.
 */
import { replyMessages } from "./reply";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The form's page is UTF-8, so a body in another encoding was not sent from it. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyError(400, replyMessages.notUtf8);
  }
}

/** Parses a JSON object body; anything else is a 400. */
export function parseJsonObject(body: Uint8Array): Record<string, unknown> {
  const text = decodeUtf8(body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, replyMessages.invalidJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BodyError(400, replyMessages.invalidJson);
  }
  return value as Record<string, unknown>;
}

const ampersand = 0x26;
const equals = 0x3d;
const plus = 0x2b;
const percent = 0x25;
const space = 0x20;

/**
 * Parses `application/x-www-form-urlencoded`, rejecting bytes that are not
 * UTF-8 (URLSearchParams would silently turn them into U+FFFD). The first
 * value of a repeated name wins.
 */
export function parseUrlEncoded(body: Uint8Array): Record<string, string> {
  const fields: Record<string, string> = {};
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(ampersand, start);
    if (end < 0) end = body.length;
    const pair = body.subarray(start, end);
    start = end + 1;
    if (!pair.length) continue;
    const split = pair.indexOf(equals);
    const key = decodeFormComponent(split < 0 ? pair : pair.subarray(0, split));
    const value = split < 0 ? "" : decodeFormComponent(pair.subarray(split + 1));
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}

const hex = (byte: number | undefined) =>
  byte !== undefined && /^[0-9a-f]$/i.test(String.fromCharCode(byte));

function decodeFormComponent(component: Uint8Array): string {
  const bytes: number[] = [];
  for (let index = 0; index < component.length; index++) {
    const byte = component[index]!;
    if (byte === plus) bytes.push(space);
    else if (byte === percent && hex(component[index + 1]) && hex(component[index + 2])) {
      bytes.push(parseInt(String.fromCharCode(component[index + 1]!, component[index + 2]!), 16));
      index += 2;
    } else bytes.push(byte);
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

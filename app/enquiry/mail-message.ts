/**
 * The owner's mail as an RFC 5322 message, built once for both runtimes: the
 * Node server hands it to nodemailer as it is, the worker to Cloudflare's
 * send_email. What a visitor typed reaches a header only as plain text that
 * no mail reader interprets, or as RFC 2047 encoded words; every header line
 * is folded to at most 78 characters (an address longer than that gets a line
 * of its own), so no line comes near the 998 a mail server accepts.
 */

export interface MailParts {
  messageId: string;
  /** The visitor, so answering is one click. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** An HTML version beside the text, with the images it shows by `cid:` (the monthly statistics). */
  html?: { body: string; images: { cid: string; png: Uint8Array }[] };
}

/** RFC 5322's recommended line length. */
const lineLimit = 78;
/** RFC 2047's longest encoded word. */
const wordLimit = 75;
const wordFrame = "=?UTF-8?B??=".length;
/** Room for the header's name and quotes on a line of 78. */
const longestPlainWord = 60;

const utf8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Text a reader shows exactly as written: printable ASCII words with single
 * spaces, none too long for a line, and nothing that looks like the start of
 * an encoded word (`=?`), which readers would decode.
 */
function isPlain(text: string): boolean {
  return (
    /^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(text) &&
    !text.includes("=?") &&
    text.split(" ").every((word) => word.length <= longestPlainWord)
  );
}

/**
 * The text as encoded words of whole characters, the first fitting `firstRoom`
 * columns, the others a continuation line of their own. Readers join adjacent
 * encoded words without the spaces between them.
 */
function encodedWords(text: string, firstRoom: number): string[] {
  const bytesFor = (room: number) => Math.floor((Math.min(room, wordLimit) - wordFrame) / 4) * 3;
  const words: string[] = [];
  let limit = bytesFor(firstRoom);
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = utf8.encode(char);
    if (chunk.length + bytes.length > limit) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
      chunk = [];
      limit = bytesFor(lineLimit - 1);
    }
    chunk.push(...bytes);
  }
  words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
  return words;
}

/** `Name: token token …`, folded before a token that would pass the line limit. */
function header(name: string, tokens: string[]): string {
  const lines = [`${name}:`];
  for (const token of tokens) {
    const line = lines.length - 1;
    const first = line === 0 && lines[0] === `${name}:`;
    if (!first && lines[line]!.length + 1 + token.length > lineLimit) lines.push(` ${token}`);
    else lines[line] += ` ${token}`;
  }
  return lines.join("\r\n");
}

/** An unstructured value (Subject): its words, or encoded words. */
function text(name: string, value: string): string {
  const room = lineLimit - `${name}: `.length;
  return header(name, isPlain(value) ? value.split(" ") : encodedWords(value, room));
}

/** A display name and address: the name quoted when plain, encoded otherwise. */
function mailbox(name: string, display: string, address: string): string {
  const room = lineLimit - `${name}: `.length;
  const plain = isPlain(display) && !/["\\]/.test(display);
  const words = plain ? `"${display}"`.split(" ") : encodedWords(display, room);
  return header(name, [...words, `<${address}>`]);
}

/** Bytes in base64 lines of 76. */
const base64Lines = (bytes: Uint8Array) => base64(bytes).replace(/.{76}/g, "$&\r\n");

/** A MIME part (or the message's own content): its headers, a blank line, its body. */
const part = (headers: string[], body: string) => `${headers.join("\r\n")}\r\n\r\n${body}\r\n`;

/** A text as UTF-8 in base64 lines of 76. */
const textPart = (type: string, value: string) =>
  part(
    [`Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: base64"],
    base64Lines(utf8.encode(value.replace(/\r?\n/g, "\r\n"))),
  );

/** Parts under one boundary; the boundary's text never occurs in base64 or in the headers. */
function multipart(type: string, boundary: string, parts: string[]): string {
  const body = `${parts.map((item) => `--${boundary}\r\n${item}`).join("")}--${boundary}--`;
  return part([`Content-Type: multipart/${type}; boundary="${boundary}"`], body);
}

/**
 * The text alone, or (with `html`) text and HTML as alternatives, related to
 * the inline images the HTML shows.
 */
function content(mail: MailParts): string {
  if (!mail.html) return textPart("text/plain", mail.text);
  const images = mail.html.images.map(({ cid, png }) =>
    part(
      [
        "Content-Type: image/png",
        "Content-Transfer-Encoding: base64",
        `Content-ID: <${cid}>`,
        `Content-Disposition: inline; filename="${cid.replace(/@.*/, "")}.png"`,
      ],
      base64Lines(png),
    ),
  );
  const alternative = multipart("alternative", "=_text_or_html", [
    textPart("text/plain", mail.text),
    textPart("text/html", mail.html.body),
  ]);
  return multipart("related", "=_with_images", [alternative, ...images]);
}

/** The whole message: headers, then the text as UTF-8 in base64 lines of 76. */
export function mailMessage(mail: MailParts, from: string, to: string, date = new Date()): string {
  const headers = [
    `From: ${from}`,
    `To: ${to}`,
    ...(mail.replyTo ? [mailbox("Reply-To", mail.replyTo.name, mail.replyTo.address)] : []),
    text("Subject", mail.subject),
    `Date: ${date.toUTCString().replace(/GMT$/, "+0000")}`,
    `Message-ID: ${mail.messageId}`,
    "MIME-Version: 1.0",
  ];
  return `${headers.join("\r\n")}\r\n${content(mail)}`;
}

/**
 * The owner's mail as an RFC 5322 message, which Cloudflare's send_email
 * binding takes raw. One UTF-8 text part: the words come from
 * server/enquiry-mail.ts, exactly as the Node server mails them.
 */
import type { StoredEnquiry } from "../server/enquiry-record";
import { enquiryMail } from "../server/enquiry-mail";

const utf8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 encoded words of at most 75 characters, never splitting a character. */
function encodeWords(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes("=?")) return text;
  const words: string[] = [];
  let chunk = "";
  for (const char of text) {
    if (utf8.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(utf8.encode(word))}?=`).join(" ");
}

/** A display name and address; the name quoted or encoded so no character can end the header. */
function mailbox(name: string, address: string): string {
  const plain = /^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name);
  return `${plain ? `"${name}"` : encodeWords(name)} <${address}>`;
}

export function enquiryMessage(enquiry: StoredEnquiry, from: string, to: string): string {
  const { messageId, replyTo, subject, text } = enquiryMail(enquiry);
  const body = base64(utf8.encode(text.replace(/\r?\n/g, "\r\n")));
  const headers = [
    `From: ${from}`,
    `To: ${to}`,
    `Reply-To: ${mailbox(replyTo.name, replyTo.address)}`,
    `Subject: ${encodeWords(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body.replace(/.{76}/g, "$&\r\n")}\r\n`;
}

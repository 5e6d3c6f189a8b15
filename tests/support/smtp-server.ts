import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  from: string;
  to: string[];
  /** Header block as sent. */
  headers: string;
  /** The text body, transfer encoding undone. */
  text: string;
  /** The message as it arrived. */
  raw: Buffer;
}

/** Splits a single-part message and undoes its quoted-printable or base64 body. */
function parseMail(raw: string): { headers: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return { headers, text: Buffer.from(body, "base64").toString("utf8") };
  if (encoding !== "quoted-printable") return { headers, text: body };
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, text: Buffer.from(bytes, "latin1").toString("utf8") };
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(raw.toString("latin1")),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

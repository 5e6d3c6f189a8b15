/** HTTPS requests that trust the gates' test CA, and raw requests for nginx's own error pages. */
import { request } from "node:https";
import { connect } from "node:tls";
import { readFileSync } from "node:fs";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** How often each header name (lower case) occurs: no header may be sent twice. */
  headerCounts: Record<string, number>;
  body: Buffer;
}

export function httpsClient(port: number, caFile: string) {
  const ca = readFileSync(caFile);
  return (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<Answer>((answer, fail) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: options.method ?? "GET",
          headers: options.headers,
          ca,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const headerCounts: Record<string, number> = {};
            for (let index = 0; index < res.rawHeaders.length; index += 2) {
              const name = res.rawHeaders[index]!.toLowerCase();
              headerCounts[name] = (headerCounts[name] ?? 0) + 1;
            }
            answer({
              status: res.statusCode!,
              headers: Object.fromEntries(
                Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
              ),
              headerCounts,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      req.on("error", fail);
      req.end();
    });
}

/** Sends bytes as they are (malformed requests Node's client refuses to send) and parses the head of the answer. */
export function rawTlsRequest(port: number, caFile: string, raw: string) {
  return new Promise<{ status: number; headers: Record<string, string> }>((answer, fail) => {
    const socket = connect({ host: "127.0.0.1", port, ca: readFileSync(caFile) }, () =>
      socket.write(raw),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", fail);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = Buffer.concat(chunks)
        .toString("latin1")
        .split("\r\n\r\n")[0]!
        .split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      answer({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

import type { IncomingMessage } from "node:http";
import { BodyError, bodyMessages } from "#app/lib/enquiry-body";

/**
 * Reads the body up to `limit` bytes. Beyond it, reading stops and the promise
 * rejects with 413; the caller answers with `Connection: close`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = new BodyError(413, bodyMessages.tooLarge);
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
    const onClose = () => finish(new BodyError(400, bodyMessages.aborted));
    req.on("data", onData).on("end", onEnd).on("error", finish).on("close", onClose);
  });
}

/**
 * What the worker's rate limit counts a client by: a keyed hash (HMAC-SHA-256)
 * of its address, never the address itself. Without the key the hash cannot be
 * traced back, even though the addresses are few enough to try them all (the
 * privacy policy's "Kontaktformular"). The same as the Node server's
 * `createHmac` (server/rate-limit.ts), in the Web Crypto API.
 */
export async function rateLimitKey(address: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    new TextEncoder().encode(address),
  );
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** Imported once per secret: there is one per process (or worker instance). */
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

/** A key of 32 random bytes, as hex: for a worker instance without RATE_LIMIT_SECRET. */
export function randomRateLimitSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

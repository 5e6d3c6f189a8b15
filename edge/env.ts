import type { D1Database, Fetcher, SendEmail } from "@cloudflare/workers-types/index";
import { randomRateLimitSecret } from "./rate-limit-key";
import { enquiryConfig } from "#app/enquiry/config";

/** The worker's bindings and variables, as wrangler.toml names them. */
export interface Env {
  DB: D1Database;
  /** Cloudflare Email Routing: mails only to the verified destination address. */
  MAIL: SendEmail;
  ASSETS: Fetcher;
  MAIL_FROM?: string;
  MAIL_TO?: string;
  RATE_LIMIT_PER_HOUR?: string;
  LEAD_RETENTION_DAYS?: string;
  /** The key of the rate limit's address hashes (`npx wrangler secret put RATE_LIMIT_SECRET`). */
  RATE_LIMIT_SECRET?: string;
  /** The owner's addresses, not counted in the statistics (docs/enquiries.md, "Besuchsstatistik"). */
  OWNER_IPS?: string;
  /** "0" switches the monthly statistics mail off. */
  STATS_MAIL?: string;
}

/** The same variables and defaults as the Node server (docs/enquiries.md). */
export function edgeConfig(env: Env) {
  const { MAIL_FROM, MAIL_TO, RATE_LIMIT_PER_HOUR, LEAD_RETENTION_DAYS, STATS_MAIL } = env;
  return enquiryConfig({
    MAIL_FROM,
    MAIL_TO,
    RATE_LIMIT_PER_HOUR,
    LEAD_RETENTION_DAYS,
    STATS_MAIL,
  });
}

/** Made when the secret is missing: the hashes still hide the address, but each isolate counts alone. */
let isolateSecret: string | undefined;

/** The rate limit's key; without RATE_LIMIT_SECRET one of this isolate's own, said once in the log. */
export function rateLimitSecret(env: Env): string {
  if (env.RATE_LIMIT_SECRET) return env.RATE_LIMIT_SECRET;
  if (!isolateSecret) {
    console.error(
      "RATE_LIMIT_SECRET fehlt: die Anfragen-Begrenzung zählt nur je Worker-Instanz. Setzen mit „npx wrangler@4 secret put RATE_LIMIT_SECRET“ (eine lange Zufallszeichenkette).",
    );
    isolateSecret = randomRateLimitSecret();
  }
  return isolateSecret;
}

import { enquiryConfig, optionalNumber, positiveNumber } from "#app/enquiry/config";
import { dataDirOf } from "../sqlite/database";

/** Everything the server reads from its environment, in one place (docs/enquiries.md); the worker shares the enquiry part. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const smtpHost = env.SMTP_HOST ?? "";
  return {
    ...enquiryConfig(env),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    buildDir: env.BUILD_DIR ?? "build",
    dataDir: dataDirOf(env),
    /** Believe X-Forwarded-For/-Proto: only behind our own reverse proxy. */
    trustProxy: env.TRUST_PROXY === "1",
    /** Tests shorten the time limits of a request; production keeps the defaults (site-server.ts). */
    connectionLimits: {
      headersMs: optionalNumber(env.HEADERS_TIMEOUT_MS),
      requestMs: optionalNumber(env.REQUEST_TIMEOUT_MS),
      checkEveryMs: optionalNumber(env.TIMEOUT_CHECK_MS),
    },
    /** The owner's own addresses (OWNER_IPS, comma-separated): their visits are not counted. */
    ownerIps: env.OWNER_IPS ?? "",
    /** Tests shorten the mail retry timing; production keeps the outbox defaults. */
    outboxTiming: {
      pollMs: optionalNumber(env.OUTBOX_POLL_MS),
      firstRetryMs: optionalNumber(env.OUTBOX_FIRST_RETRY_MS),
    },
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: positiveNumber(env.SMTP_PORT, 587),
          secure: env.SMTP_SECURE === "1" || env.SMTP_SECURE === "true",
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
        }
      : undefined,
  };
}

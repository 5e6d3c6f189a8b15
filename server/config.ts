import { site } from "#app/content/site";

/** Everything the server reads from its environment, in one place (docs/enquiries.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const smtpHost = env.SMTP_HOST ?? "";
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    buildDir: env.BUILD_DIR ?? "build",
    dataDir: env.DATA_DIR ?? "data",
    /** Believe X-Forwarded-For/-Proto: only behind our own reverse proxy. */
    trustProxy: env.TRUST_PROXY === "1",
    rateLimitPerHour: positiveNumber(env.RATE_LIMIT_PER_HOUR, 5),
    /** The privacy policy's retention (site.legal), unless the environment overrides it. */
    retentionDays: positiveNumber(
      env.LEAD_RETENTION_DAYS,
      Math.round(site.legal.enquiryRetentionMonths * 30.44),
    ),
    /** Tests shorten the time limits of a request; production keeps the defaults (site-server.ts). */
    connectionLimits: {
      headersMs: optionalNumber(env.HEADERS_TIMEOUT_MS),
      requestMs: optionalNumber(env.REQUEST_TIMEOUT_MS),
      checkEveryMs: optionalNumber(env.TIMEOUT_CHECK_MS),
    },
    /** The privacy policy's retention of the statistics' counts (site.legal). */
    statsRetentionMonths: site.legal.statsRetentionMonths,
    /** The owner's own addresses (OWNER_IPS, comma-separated): their visits are not counted. */
    ownerIps: env.OWNER_IPS ?? "",
    /** The monthly statistics mail to MAIL_TO, unless STATS_MAIL=0. */
    statsMail: env.STATS_MAIL !== "0",
    /** Tests shorten the mail retry timing; production keeps the outbox defaults. */
    outboxTiming: {
      pollMs: optionalNumber(env.OUTBOX_POLL_MS),
      firstRetryMs: optionalNumber(env.OUTBOX_FIRST_RETRY_MS),
    },
    mailTo: env.MAIL_TO || site.email,
    mailFrom: env.MAIL_FROM || env.SMTP_USER || site.email,
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

function optionalNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  return optionalNumber(value) ?? fallback;
}

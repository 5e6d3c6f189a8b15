import { site } from "#app/content/site";

/**
 * The variables the Node server, the worker and `npm run leads` read alike, with
 * the same defaults (docs/enquiries.md). Plain values in, so each runtime passes
 * its own environment (process.env, the worker's bindings).
 */
export function enquiryConfig(env: Readonly<Record<string, string | undefined>>) {
  return {
    rateLimitPerHour: positiveNumber(env.RATE_LIMIT_PER_HOUR, 5),
    /** The privacy policy's retention (site.legal), unless the environment overrides it. */
    retentionDays: positiveNumber(
      env.LEAD_RETENTION_DAYS,
      Math.round(site.legal.enquiryRetentionMonths * 30.44),
    ),
    mailTo: env.MAIL_TO || site.email,
    mailFrom: env.MAIL_FROM || env.SMTP_USER || site.email,
    /** The privacy policy's retention of the statistics' counts (site.legal). */
    statsRetentionMonths: site.legal.statsRetentionMonths,
    /** The monthly statistics mail to MAIL_TO, unless STATS_MAIL=0. */
    statsMail: env.STATS_MAIL !== "0",
  };
}

/** A positive number, or undefined for anything else. */
export function optionalNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

export function positiveNumber(value: string | undefined, fallback: number): number {
  return optionalNumber(value) ?? fallback;
}

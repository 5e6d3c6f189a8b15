import { avatarEmbed, founderVideoId, voiceEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";

/**
 * HTTP headers of the site, in one place. The build computes the complete
 * set once (scripts/build/security-headers.ts) and writes it to
 * `<build dir>/security-headers.json`; the Node server, the `_headers` file
 * for static hosts and the nginx include all send exactly that set.
 */

// Only the services that are on (docs/decisions/047-optional-services.md).
const voiceAgentHosts = voiceEmbed ? ["https://*.elevenlabs.io", "wss://*.elevenlabs.io"] : [];
const videoHosts = founderVideoId ? ["https://www.youtube-nocookie.com"] : [];
const avatarOrigins = avatarEmbed ? [new URL(avatarEmbed.url).origin] : [];

/** What the policy depends on that only the build knows. */
export interface PolicyInputs {
  /** `'sha256-…'` sources of every executable inline script the build wrote. */
  scriptHashes: string[];
  /** `VITE_CONTACT_ENDPOINT` of the build: the form posts there instead of /api/kontakt. */
  contactEndpoint: string;
  /** The scheduling page embedded on /kontakt (site config), or empty. */
  bookingUrl: string;
}

const noInputs: PolicyInputs = {
  scriptHashes: [],
  contactEndpoint: "",
  bookingUrl: site.bookingUrl,
};

const originOf = (url: string): string[] => (url ? [new URL(url).origin] : []);

/** Servers add this only over HTTPS; a browser ignores it over plain HTTP. */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/**
 * The header policy. Inline scripts run only when their hash is listed, so
 * `script-src` needs no `'unsafe-inline'`.
 */
export function contentSecurityPolicy(inputs: Partial<PolicyInputs> = {}): string {
  const { scriptHashes, contactEndpoint, bookingUrl } = { ...noInputs, ...inputs };
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...voiceAgentHosts, ...originOf(contactEndpoint)].join(" "),
    ["media-src 'self' blob:", ...voiceAgentHosts.slice(0, 1)].join(" "),
    "worker-src 'self' blob:",
    `frame-src ${[...videoHosts, ...avatarOrigins, ...originOf(bookingUrl)].join(" ") || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every security header except Strict-Transport-Security (HTTPS only, added by the servers). */
export function securityHeaders(inputs: Partial<PolicyInputs> = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The avatar embed on /kontakt (while one is set) may ask for the microphone; nothing else may.
    "Permissions-Policy": `camera=(), geolocation=(), payment=(), usb=(), microphone=(${["self", ...avatarOrigins.map((origin) => `"${origin}"`)].join(" ")})`,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

export const cacheControl = {
  /** Vite's content-hashed files never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages are revalidated on every visit, so a deploy shows at once. */
  html: "no-cache",
  /** Everything else in public/ (icons, images, robots.txt). */
  other: "public, max-age=3600",
};

export function cacheControlFor(path: string): string {
  if (path.startsWith("/assets/")) return cacheControl.immutable;
  if (path.endsWith(".html") || path.endsWith("/") || !/\.[a-z0-9]+$/i.test(path)) {
    return cacheControl.html;
  }
  return cacheControl.other;
}

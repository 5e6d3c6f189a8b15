import { site } from "#app/content/site";

/**
 * HTTP headers of the site, in one place. `npm start`, the generated
 * `_headers` file for static hosts and the nginx include are all built
 * from this module, so every way of serving the site sends the same.
 */

const voiceAgentHosts = ["https://*.elevenlabs.io", "wss://*.elevenlabs.io"];
const videoHost = "https://www.youtube-nocookie.com";
const avatarOrigin = new URL(site.embeds.avatarEmbedUrl).origin;

/** Origin of the optional contact endpoint, when the build sends the form somewhere. */
function contactOrigin(): string[] {
  const endpoint = process.env.VITE_CONTACT_ENDPOINT;
  return endpoint ? [new URL(endpoint).origin] : [];
}

/**
 * The header policy. Inline scripts are pinned per page by hash in a
 * `<meta>` policy written at build time (see scripts/postbuild.ts); both
 * policies apply, so only those hashed scripts run.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${[...voiceAgentHosts, ...contactOrigin()].join(" ")}`,
    `media-src 'self' blob: ${voiceAgentHosts[0]}`,
    "worker-src 'self' blob:",
    `frame-src ${videoHost} ${avatarOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The avatar embed on /kontakt may ask for the microphone; nothing else may.
    "Permissions-Policy": `camera=(), geolocation=(), payment=(), usb=(), microphone=(self "${avatarOrigin}")`,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export const cacheControl = {
  /** Vite's content-hashed files never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and their route data are revalidated on every visit, so a deploy shows at once. */
  html: "no-cache",
  /** Everything else in public/ (icons, images, robots.txt). */
  other: "public, max-age=3600",
};

export function cacheControlFor(path: string): string {
  if (path.startsWith("/assets/")) return cacheControl.immutable;
  if (/\.(html|data)$/.test(path) || path.endsWith("/") || !/\.[a-z0-9]+$/i.test(path)) {
    return cacheControl.html;
  }
  return cacheControl.other;
}

/** Modules the worker imports that are not files. The runtime module behind Cloudflare's send_email binding (types from @cloudflare/workers-types). */
declare module "cloudflare:email" {
  import type { EmailMessage as Message } from "@cloudflare/workers-types/index";
  export const EmailMessage: new (from: string, to: string, raw: string) => Message;
}
/** The security headers of the build the worker is bundled with (scripts/build/worker-bundle.ts). */
declare module "virtual:security-headers" {
  const headers: Record<string, string>;
  export default headers;
}

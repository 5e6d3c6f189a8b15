/**
 * The site on Cloudflare: static assets (build/client, with its `_headers`)
 * and this worker for `/api/*` (wrangler.toml), plus a cron run that retries
 * unsent mails and deletes enquiries and statistics past their retention periods.
 */
import type { ExecutionContext, ScheduledController } from "@cloudflare/workers-types/index";
import securityHeaders from "virtual:security-headers";
import { enquiryPath } from "#app/enquiry/reply";
import { strictTransportSecurity } from "#app/lib/http-headers";
import { handleEnquiry } from "./enquiry";
import { type Env, edgeConfig } from "./env";
import { deliverDue } from "./outbox";
import { handleBeacon, statsCron } from "./stats";
import { deleteExpired } from "./store";
import { beaconPath } from "#app/stats/beacon";

/** The build's header set, as `_headers` gives the static files (static hosts serve HTTPS only). */
const headers = { ...securityHeaders, "Strict-Transport-Security": strictTransportSecurity };

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === enquiryPath || pathname === `${enquiryPath}/`) {
    return handleEnquiry(request, env, ctx);
  }
  if (pathname === beaconPath) return handleBeacon(request, env, ctx);
  // Only /api/* reaches the worker (wrangler.toml); anything else there is the 404 page.
  return (await env.ASSETS.fetch(request as never)) as unknown as Response;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const response = await route(request, env, ctx).catch((error: unknown) => {
      console.error(`${request.method} ${request.url}: ${String(error)}`);
      return new Response("Interner Fehler.\n", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    });
    const answer = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  },

  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    const now = controller.scheduledTime;
    const { retentionDays } = edgeConfig(env);
    const removed = await deleteExpired(env.DB, retentionDays, now);
    if (removed) console.log(`${removed} Anfragen älter als ${retentionDays} Tage gelöscht.`);
    await deliverDue(env, now);
    // After the enquiries' work: statistics that fail (a migration not yet applied) hold none of it up.
    await statsCron(env, now);
  },
};

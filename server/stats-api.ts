import { access } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { beaconBodyLimitBytes, beaconPath } from "#app/stats/beacon";
import { countEnquiry, countView } from "#app/stats/count";
import { readPageView, type RequestFacts, requestFacts } from "#app/stats/visit";
import type { StatsStore } from "./stats-store";

/** What the statistics know of a request: headers only, nothing of it is stored. */
function factsOf(request: FastifyRequest): RequestFacts {
  return requestFacts(
    (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    request.ip,
    request.host,
  );
}

/** A page of the site is a prerendered `index.html` of the release being served. */
async function isPage(request: FastifyRequest, page: string): Promise<boolean> {
  return access(join(request.release.client, page, "index.html")).then(
    () => true,
    () => false,
  );
}

/**
 * `POST /api/besuch`: the shell's page-view beacon. Always answered at once
 * with 204 and no body (whether counted or not, so nothing can be learnt
 * from it); the count follows in the background.
 */
export function statsApi(app: FastifyInstance, stats: StatsStore, owners: ReadonlySet<string>) {
  const answer = (reply: FastifyReply) =>
    reply.code(204).header("Cache-Control", "no-store").send();
  app.post(
    beaconPath,
    {
      bodyLimit: beaconBodyLimitBytes,
      // A body too large or of another type gets the same answer: nothing to learn from it.
      errorHandler: (_error, _request, reply) => answer(reply),
    },
    async (request, reply) => {
      const body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
      const facts = factsOf(request);
      stats.count(async (run) => {
        const view = await readPageView(body, facts, owners, (page) => isPage(request, page));
        if (typeof view !== "string") await countView(run, view, facts);
      });
      return answer(reply);
    },
  );
}

/** Counts a stored enquiry by page and by the source of the sender's visit. */
export function countStoredEnquiry(
  stats: StatsStore,
  owners: ReadonlySet<string>,
  request: FastifyRequest,
  page: string,
) {
  const facts = factsOf(request);
  stats.count((run) => countEnquiry(run, page, facts, owners));
}

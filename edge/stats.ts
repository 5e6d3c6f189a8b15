/**
 * The statistics at the edge: the shell's beacon counted in D1 with the same
 * core as the Node server (app/stats/), after the answer has gone.
 */
import type { D1Database, ExecutionContext } from "@cloudflare/workers-types/index";
import { beaconBodyLimitBytes } from "#app/stats/beacon";
import { countEnquiry, countView, deleteExpired, type RunBatch } from "#app/stats/count";
import { ownerAddresses, readPageView, type RequestFacts, requestFacts } from "#app/stats/visit";
import { EmailMessage } from "cloudflare:email";
import { mailMessage } from "#app/enquiry/mail-message";
import { dueReport, reportSent } from "#app/stats/report-mail";
import { type Env, edgeConfig } from "./env";

const batches = new WeakMap<D1Database, RunBatch>();

/**
 * The statements of `run` on D1, in one batch (a transaction); one runner per
 * database, so an isolate that counts many views looks up the day's salt once.
 */
function d1Batch(db: D1Database): RunBatch {
  const known = batches.get(db);
  if (known) return known;
  const run: RunBatch = async (statements) =>
    (await db.batch(statements.map(({ sql, args }) => db.prepare(sql).bind(...args)))).map(
      (result) => result.results as Record<string, unknown>[],
    );
  batches.set(db, run);
  return run;
}

function factsOf(request: Request): RequestFacts {
  return requestFacts(
    (name) => request.headers.get(name),
    request.headers.get("cf-connecting-ip") ?? "",
    new URL(request.url).host,
  );
}

/** A page of the site is a static asset the host answers with 200 (404 page and redirects are not). */
async function isPage(env: Env, origin: string, page: string): Promise<boolean> {
  const url = new URL(page === "/" ? "/" : `${page}/`, origin).href;
  const response = await env.ASSETS.fetch(url, { method: "HEAD", redirect: "manual" });
  return response.status === 200;
}

let failing = false;
/** A broken statistics store costs a log line, never a visitor's page or enquiry. */
function logFailure(error: unknown) {
  if (!failing)
    console.error(`Statistik nicht nutzbar, Besuche werden nicht gezählt: ${String(error)}`);
  failing = true;
}
const succeeded = () => {
  failing = false;
};

/** `POST /api/besuch`: answered at once with 204 (counted or not); the count follows. */
export async function handleBeacon(request: Request, env: Env, ctx: ExecutionContext) {
  const answer = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  if (request.method !== "POST") return answer;
  const facts = factsOf(request);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > beaconBodyLimitBytes) return answer;
  const body = (await request.text()).slice(0, beaconBodyLimitBytes + 1);
  const { origin } = new URL(request.url);
  const owners = ownerAddresses(env.OWNER_IPS);
  ctx.waitUntil(
    readPageView(body, facts, owners, (page) => isPage(env, origin, page))
      .then((view) =>
        typeof view === "string" ? undefined : countView(d1Batch(env.DB), view, facts),
      )
      .then(succeeded, logFailure),
  );
  return answer;
}

/** Counts a stored enquiry by page and by the source of the sender's visit. */
export function countEdgeEnquiry(request: Request, env: Env, page: string): Promise<void> {
  return countEnquiry(d1Batch(env.DB), page, factsOf(request), ownerAddresses(env.OWNER_IPS)).then(
    succeeded,
    logFailure,
  );
}

/** The cron run's part: counts past retention deleted, last month's mail sent once; failures logged. */
export async function statsCron(env: Env, now: number): Promise<void> {
  const { statsRetentionMonths, statsMail } = edgeConfig(env);
  try {
    await deleteExpired(d1Batch(env.DB), statsRetentionMonths, now);
    if (statsMail) await mailReport(env, now);
    succeeded();
  } catch (error) {
    logFailure(error);
  }
}

/** Last month's statistics mail, once (the same mail as the Node server's). */
async function mailReport(env: Env, now: number): Promise<void> {
  const run = d1Batch(env.DB);
  const due = await dueReport(run, now);
  if (!due) return;
  const { mailFrom, mailTo } = edgeConfig(env);
  try {
    await env.MAIL.send(
      new EmailMessage(mailFrom, mailTo, mailMessage(due.mail, mailFrom, mailTo)),
    );
  } catch (error) {
    console.error(
      `Monatsbericht der Statistik nicht gesendet, neuer Versuch beim nächsten Lauf: ${String(error)}`,
    );
    return;
  }
  await run(reportSent(due.month, now));
}

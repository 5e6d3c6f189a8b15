/**
 * The enquiries (and statistics) the edge worker stored in Cloudflare D1, read through
 * Cloudflare's HTTP API (`npm run leads -- --d1`): works on Node 20 without
 * wrangler. The token needs the permission "D1: Read" only; the worker's cron
 * run deletes old enquiries itself.
 */
import { selectRecent, type StoredEnquiry } from "#app/enquiry/record";

interface D1QueryAnswer {
  success: boolean;
  errors?: { message: string }[];
  result?: { results: Record<string, unknown>[] }[];
}

const variables = ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN", "D1_DATABASE_ID"] as const;

/** The rows of one statement, run in D1 through the HTTP API (also for `npm run stats -- --d1`). */
export async function d1Query(
  env: NodeJS.ProcessEnv,
  sql: string,
  params: (string | number)[],
): Promise<Record<string, unknown>[]> {
  const missing = variables.filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(
      `Für --d1 fehlen die Umgebungsvariablen ${missing.join(", ")} (docs/deploying.md).`,
    );
  }
  const api = env.CLOUDFLARE_API_URL ?? "https://api.cloudflare.com/client/v4";
  const response = await fetch(
    `${api}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/d1/database/${env.D1_DATABASE_ID}/query`,
    {
      method: "POST",
      headers: {
        Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ sql, params }),
    },
  );
  const answer = (await response.json().catch(() => ({ success: false }))) as D1QueryAnswer;
  if (!response.ok || !answer.success || !answer.result?.[0]) {
    const reason =
      answer.errors?.map((error) => error.message).join("; ") || `HTTP ${response.status}`;
    throw new Error(`D1 nicht lesbar: ${reason}`);
  }
  return answer.result[0].results;
}

/** The newest enquiries first; `limit` -1 for all. */
export async function d1RecentEnquiries(
  env: NodeJS.ProcessEnv,
  limit: number,
): Promise<StoredEnquiry[]> {
  const { sql, args } = selectRecent(limit);
  return (await d1Query(env, sql, args)) as StoredEnquiry[];
}

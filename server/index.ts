import { join } from "node:path";
import { createTransport } from "nodemailer";
import { readConfig } from "./config";
import { backUpEnquiries, backupsDir } from "../sqlite/backups";
import { deleteExpiredEnquiries } from "../sqlite/enquiries";
import { createEnquiryStore } from "./enquiry-store";
import { type Outbox, startOutbox } from "./outbox";
import { createSiteServer } from "./site-server";
import { countStoredEnquiry } from "./stats-api";
import { mailMonthlyReport, startMonthlyReport } from "./stats-mail";
import { createStatsStore } from "./stats-store";
import { deleteExpired } from "#app/stats/count";
import { ownerAddresses } from "#app/stats/visit";

/**
 * `npm run serve`: the website and its enquiry endpoint. The pages are served
 * whatever state the enquiry database is in. Stops cleanly on SIGTERM/SIGINT:
 * no new connections, open requests and the mail run finish.
 */
const config = readConfig();
const dayMs = 24 * 60 * 60 * 1000;
/** How long a stop waits for open requests and the mail run: under systemd's TimeoutStopSec (10 s). */
const shutdownGraceMs = 8000;
/** nodemailer waits minutes by default; a stuck SMTP server should only delay the next retry. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const store = createEnquiryStore(config.dataDir);
/** Daily: enquiries past the retention period go, then today's backup is made (and old ones pruned). */
async function dailyUpkeep() {
  try {
    const removed = await store.write((db) => deleteExpiredEnquiries(db, config.retentionDays));
    if (removed) {
      console.log(`${removed} Anfragen älter als ${config.retentionDays} Tage gelöscht.`);
    }
  } catch {
    return; // the store has said why
  }
  const db = await store.db();
  if (!db) return;
  await backUpEnquiries(db, config.dataDir, config.retentionDays).catch((error: unknown) =>
    console.error(
      `Tägliche Sicherung der Anfragen in ${backupsDir(config.dataDir)} fehlgeschlagen (nächster Versuch morgen): ${String(error)}`,
    ),
  );
}
const stats = createStatsStore(config.dataDir);
const owners = ownerAddresses(config.ownerIps);
/**
 * The statistics' counts past their retention period, and past days' visitor
 * keys and salt: hourly, so a day's salt is gone within the hour after
 * midnight even when no visit comes.
 */
const removeExpiredStats = () =>
  stats.count((run) => deleteExpired(run, config.statsRetentionMonths, Date.now()));

await dailyUpkeep();
removeExpiredStats();
const upkeepTimer = setInterval(() => void dailyUpkeep(), dayMs);
upkeepTimer.unref();
setInterval(removeExpiredStats, 60 * 60 * 1000).unref();

let outbox: Outbox | undefined;
if (config.smtp) {
  const transport = createTransport({ ...config.smtp, ...smtpTimeouts });
  outbox = startOutbox({
    store,
    transport,
    from: config.mailFrom,
    to: config.mailTo,
    ...config.outboxTiming,
  });
  console.log(
    `Anfragen werden gespeichert und per E-Mail an ${config.mailTo} gesendet (SMTP ${config.smtp.host}:${config.smtp.port}).`,
  );
  if (config.statsMail) {
    startMonthlyReport(() => mailMonthlyReport(stats, transport, config.mailFrom, config.mailTo));
  }
} else {
  console.log(
    `Kein SMTP_HOST gesetzt: Anfragen werden nur in ${join(config.dataDir, "enquiries.db")} gespeichert (ansehen mit „npm run leads“), nicht per E-Mail gesendet.`,
  );
}

const server = await createSiteServer({
  buildDir: config.buildDir,
  store,
  rateLimitPerHour: config.rateLimitPerHour,
  trustProxy: config.trustProxy,
  limits: config.connectionLimits,
  onStored: (_id, request, page) => {
    outbox?.wake();
    countStoredEnquiry(stats, owners, request, page);
  },
  stats: { store: stats, owners },
});

try {
  const address = await server.listen({ port: config.port, host: config.host });
  console.log(`Website läuft auf ${address}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `Port ${config.port} ist schon belegt: PORT anders setzen oder den anderen Prozess beenden.`
      : `Server-Fehler: ${String(error)}`,
  );
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: Server wird beendet.`);
  const forced = setTimeout(() => server.server.closeAllConnections(), shutdownGraceMs);
  forced.unref();
  await server.close();
  // A mail in flight may finish; a hanging SMTP server may not hold up the stop.
  await Promise.race([outbox?.stop(), new Promise((done) => setTimeout(done, shutdownGraceMs))]);
  store.close();
  await stats.settled();
  stats.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

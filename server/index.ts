import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import { readConfig } from "./config";
import { openDatabase } from "./database";
import { deleteExpiredEnquiries } from "./enquiries";
import { type Outbox, startOutbox } from "./outbox";
import { createRateLimiter } from "./rate-limit";
import { createSiteServer } from "./site-server";

/**
 * `npm run serve`: the website and its enquiry endpoint. Stops cleanly on
 * SIGTERM/SIGINT: no new connections, open requests and the mail run finish.
 */
const config = readConfig();
const dayMs = 24 * 60 * 60 * 1000;
const shutdownGraceMs = 4000;
/** nodemailer waits minutes by default; a stuck SMTP server should only delay the next retry. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const db = await openDatabase(config.dataDir).catch((error: Error) => {
  console.error(
    `Die Datenbank in „${config.dataDir}“ lässt sich nicht öffnen (DATA_DIR prüfen): ${error.message}`,
  );
  process.exit(1);
});
const removeExpired = async () => {
  const removed = await deleteExpiredEnquiries(db, config.retentionDays);
  if (removed) console.log(`${removed} Anfragen älter als ${config.retentionDays} Tage gelöscht.`);
};
await removeExpired();
const retentionTimer = setInterval(() => void removeExpired().catch(console.error), dayMs);
retentionTimer.unref();

let outbox: Outbox | undefined;
if (config.smtp) {
  outbox = startOutbox({
    db,
    transport: createTransport({ ...config.smtp, ...smtpTimeouts }),
    from: config.mailFrom,
    to: config.mailTo,
    ...config.outboxTiming,
  });
  console.log(
    `Anfragen werden gespeichert und per E-Mail an ${config.mailTo} gesendet (SMTP ${config.smtp.host}:${config.smtp.port}).`,
  );
} else {
  console.log(
    `Kein SMTP_HOST gesetzt: Anfragen werden nur in ${join(config.dataDir, "enquiries.db")} gespeichert (ansehen mit „npm run leads“), nicht per E-Mail gesendet.`,
  );
}

const rateLimiter = createRateLimiter(config.rateLimitPerHour);
const sweepTimer = setInterval(() => rateLimiter.sweep(), 10 * 60_000);
sweepTimer.unref();

const server = createSiteServer({
  buildDir: config.buildDir,
  db,
  rateLimiter,
  trustProxy: config.trustProxy,
  onStored: () => void outbox?.wake(),
});

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${config.port} ist schon belegt: PORT anders setzen oder den anderen Prozess beenden.`
      : `Server-Fehler: ${error.message}`,
  );
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Website läuft auf http://${config.host}:${port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: Server wird beendet.`);
  const forced = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
  forced.unref();
  const closed = new Promise((done) => server.close(done));
  server.closeIdleConnections();
  await closed;
  // A mail in flight may finish; a hanging SMTP server may not hold up the stop.
  await Promise.race([outbox?.stop(), new Promise((done) => setTimeout(done, shutdownGraceMs))]);
  db.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

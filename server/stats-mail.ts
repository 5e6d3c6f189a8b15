import type { Transporter } from "nodemailer";
import { mailMessage } from "#app/enquiry/mail-message";
import { dueReport, reportSent } from "#app/stats/report-mail";
import type { StatsStore } from "./stats-store";

const hourMs = 60 * 60 * 1000;

/**
 * Sends last month's statistics mail if it is due, through the enquiries' SMTP
 * transport. The figures are read in the statistics' queue, the mail is sent
 * outside it (a slow SMTP server holds up no count), and the month recorded
 * only once the server took the mail; a failure is tried again next hour.
 */
export async function mailMonthlyReport(
  stats: StatsStore,
  transport: Pick<Transporter, "sendMail">,
  from: string,
  to: string,
  now = Date.now(),
): Promise<boolean> {
  const due = await stats.run((run) => dueReport(run, now));
  if (!due) return false;
  await transport.sendMail({ envelope: { from, to }, raw: mailMessage(due.mail, from, to) });
  await stats.run((run) => run(reportSent(due.month, now)));
  return true;
}

/** Checks hourly; the first check a minute after start, when the server is up. */
export function startMonthlyReport(
  send: () => Promise<unknown>,
  log: (line: string) => void = console.error,
): NodeJS.Timeout {
  const check = () =>
    void send().catch((error: unknown) =>
      log(
        `Monatsbericht der Statistik nicht gesendet, neuer Versuch in einer Stunde: ${String(error)}`,
      ),
    );
  setTimeout(check, 60_000).unref();
  const timer = setInterval(check, hourMs);
  timer.unref();
  return timer;
}

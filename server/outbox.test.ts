import { createTransport } from "nodemailer";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enquiryMail, enquiryMessageId } from "#app/enquiry/mail";
import { findEnquiry, recentEnquiries } from "../sqlite/enquiries";
import { startOutbox } from "./outbox";
import { startSmtpServer } from "../tests/support/smtp-server";
import { headerCases, mailedEnquiry, mailedText } from "../tests/support/enquiry-cases";
import { startTestSite, type TestSite, waitFor } from "../tests/support/server";

let site: TestSite;
beforeEach(async () => {
  site = await startTestSite();
});
afterEach(() => site.close());

const enquiry = mailedEnquiry;

async function post(fields: Record<string, unknown> = {}) {
  const response = await fetch(`${site.url}/api/kontakt`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...enquiry, ...fields }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const outboxSize = async () =>
  Number((await site.db.execute("SELECT count(*) AS n FROM outbox")).rows[0]!.n);

function outboxFor(port: number) {
  return startOutbox({
    store: site.store,
    transport: createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }),
    from: "website@nordlicht.example",
    to: "owner@nordlicht.example",
    pollMs: 50,
    firstRetryMs: 50,
    log: () => {},
  });
}

describe("mail outbox", () => {
  it("mails every field to the owner, Reply-To the visitor, and empties the outbox", async () => {
    const smtp = await startSmtpServer();
    const outbox = outboxFor(smtp.port);
    const id = await post();
    await outbox.wake();
    const [mail] = await waitFor(() => (smtp.received.length ? smtp.received : undefined));
    expect(mail!.to).toEqual(["owner@nordlicht.example"]);
    expect(mail!.headers).toMatch(/^Reply-To: .*<grete@example\.org>/m);
    for (const text of mailedText(id)) {
      expect(mail!.text.replace(/\r\n/g, "\n")).toContain(text);
    }
    expect(await outboxSize()).toBe(0);
    await outbox.stop();
    await smtp.close();
  });

  it.each(headerCases)(
    "mails $title as stored, on lines within limits",
    async ({ sent, stored: storedAs }) => {
      const smtp = await startSmtpServer();
      const outbox = outboxFor(smtp.port);
      await post(sent);
      await outbox.wake();
      const [mail] = await waitFor(() => (smtp.received.length ? smtp.received : undefined));
      const [stored] = await recentEnquiries(site.db, 1);
      expect(stored).toMatchObject(storedAs);
      const parsed = await PostalMime.parse(mail!.raw);
      expect(parsed.subject).toBe(enquiryMail(stored!).subject);
      expect(parsed.replyTo).toEqual([{ name: stored!.name, address: stored!.email }]);
      for (const line of mail!.raw.toString("latin1").split("\r\n")) {
        expect(line.length).toBeLessThanOrEqual(998);
      }
      await outbox.stop();
      await smtp.close();
    },
  );

  it("keeps the enquiry while SMTP is down, retries, and delivers when it is back", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const outbox = outboxFor(port);
    await post();
    await waitFor(async () => {
      const { rows } = await site.db.execute("SELECT attempts FROM outbox");
      return Number(rows[0]?.attempts) >= 2 ? true : undefined;
    });
    const smtp = await startSmtpServer(port);
    await waitFor(async () => ((await outboxSize()) === 0 ? true : undefined));
    expect(smtp.received).toHaveLength(1);
    await outbox.stop();
    await smtp.close();
  });

  it("mails once when the outbox cannot be written afterwards (disk full), and holds up no other mail", async () => {
    const smtp = await startSmtpServer();
    const first = await post();
    const second = await post();
    // Every delete and update of the outbox fails, as on a full disk.
    for (const action of ["DELETE", "UPDATE"]) {
      await site.db.execute(
        `CREATE TRIGGER full_${action} BEFORE ${action} ON outbox BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      );
    }
    const outbox = outboxFor(smtp.port);
    for (let run = 0; run < 5; run++) await outbox.wake();
    expect(smtp.received).toHaveLength(2);
    expect(await outboxSize()).toBe(2);

    // The disk has room again: the bookkeeping catches up without sending again.
    for (const action of ["DELETE", "UPDATE"]) await site.db.execute(`DROP TRIGGER full_${action}`);
    await outbox.wake();
    expect(await outboxSize()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.headers)?.[1]?.trim());
    const expected = await Promise.all(
      [first, second].map(async (id) => enquiryMessageId((await findEnquiry(site.db, id))!)),
    );
    expect(ids.sort()).toEqual(expected.sort());
    await outbox.stop();
    await smtp.close();
  });
});

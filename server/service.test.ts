import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { enquiryField } from "#app/enquiry/schema";
import { openDatabase } from "../sqlite/database";
import { recentEnquiries } from "../sqlite/enquiries";
import { spawnServer } from "../tests/support/server-process";
import { startSmtpServer } from "../tests/support/smtp-server";
import {
  formBody,
  postContactForm,
  sampleEnquiry,
  temporaryDir,
  waitFor,
  writeFixtureBuild,
} from "../tests/support/server";

const buildDir = join(temporaryDir("service"), "build");
writeFixtureBuild(buildDir);
const running: { child: { kill(signal?: NodeJS.Signals): boolean } }[] = [];
afterAll(() => running.forEach((server) => server.child.kill("SIGKILL")));

const enquiry = (name: string) => JSON.stringify(sampleEnquiry({ [enquiryField.name]: name }));

// Each test starts server processes through tsx: seconds on a busy two-core machine.
describe("the server as a service", () => {
  it("says in one sentence that the build is missing, and exits with 1", () => {
    const result = spawnSync(process.execPath, ["server/main.js", "serve"], {
      env: { ...process.env, BUILD_DIR: join(temporaryDir("empty"), "build") },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/Kein Build .*npm run build/);
  });

  it("starts the bundle of the current release with its arguments", () => {
    const release = join(temporaryDir("launcher"), "build");
    mkdirSync(join(release, "current", "node"), { recursive: true });
    writeFileSync(
      join(release, "current", "node", "leads.js"),
      'console.log("leads", process.argv.slice(2).join(" "));',
    );
    const result = spawnSync(process.execPath, ["server/main.js", "leads", "--csv"], {
      env: { ...process.env, BUILD_DIR: release },
      encoding: "utf8",
    });
    expect(result.stdout.trim()).toBe("leads --csv");
  });

  it("logs the real port for PORT=0, says when mail is off, and finishes an open request on SIGTERM", async () => {
    const server = await spawnServer({ BUILD_DIR: buildDir, DATA_DIR: temporaryDir("data") });
    running.push(server);
    expect(server.output()).toMatch(/Website läuft auf http:\/\/127\.0\.0\.1:\d+/);
    expect(server.output()).toMatch(/Kein SMTP_HOST gesetzt/);

    // One enquiry first: the modules it needs are loaded before the grace period (8 s) starts.
    expect((await postContactForm(server.url, sampleEnquiry())).status).toBe(303);
    // A post whose body is still arriving when the signal comes.
    const body = Buffer.from(enquiry("Langsame Leitung"));
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    // The answer is read once the server has closed the connection, not when its process ends.
    const closed = new Promise((done) => socket.on("close", done));
    socket.write(
      `POST /api/kontakt HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    // "100 Continue" says the server has taken the request on.
    await waitFor(() => (answer.includes("100 Continue") ? true : undefined));
    socket.write(body.subarray(0, 20));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await waitFor(() => (server.output().includes("SIGTERM") ? true : undefined));
    socket.end(body.subarray(20));
    expect(await server.exited).toBe(0);
    // It waits for the open request, not for the time limit of slow ones (60 s).
    expect(Date.now() - signalled).toBeLessThan(30_000);
    await closed;
    expect(answer).toMatch(/HTTP\/1\.1 201 Created/);
  });

  it("delivers after a restart what the outbox held when the process was killed", async () => {
    const dataDir = temporaryDir("restart");
    const down = await startSmtpServer();
    await down.close();
    const env = {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(down.port),
      OUTBOX_POLL_MS: "100",
      OUTBOX_FIRST_RETRY_MS: "100",
    };
    const first = await spawnServer(env);
    running.push(first);
    for (const name of ["Erste Anfrage", "Zweite Anfrage", "Dritte Anfrage"]) {
      const response = await fetch(`${first.url}/api/kontakt`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: enquiry(name),
      });
      expect(response.status).toBe(201);
    }
    const db = await openDatabase(dataDir);
    await waitFor(async () => {
      const { rows } = await db.execute("SELECT count(*) AS n FROM outbox WHERE attempts >= 1");
      return Number(rows[0]!.n) === 3 ? true : undefined;
    });
    first.child.kill("SIGKILL");
    await first.exited;

    const smtp = await startSmtpServer(down.port);
    const second = await spawnServer(env);
    running.push(second);
    // Each outbox row goes once its mail has been accepted.
    await waitFor(async () => {
      const { rows } = await db.execute("SELECT count(*) AS n FROM outbox");
      return Number(rows[0]!.n) === 0 ? true : undefined;
    });
    expect(smtp.received.map((mail) => /Name: (.*)/.exec(mail.text)?.[1]?.trim()).sort()).toEqual([
      "Dritte Anfrage",
      "Erste Anfrage",
      "Zweite Anfrage",
    ]);
    expect(await recentEnquiries(db, 10)).toHaveLength(3);
    console.log(`Mails delivered by the restart after the SMTP outage: ${smtp.received.length}`);
    second.child.kill("SIGTERM");
    await second.exited;
    db.close();
    await smtp.close();
  });

  it("keeps every acknowledged enquiry of a burst when the process is killed in the middle", async () => {
    const dataDir = temporaryDir("burst");
    const server = await spawnServer({
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_HOUR: "1000",
    });
    running.push(server);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const burst = Array.from({ length: 60 }, async (_, index) => {
      const name = `Schub ${index}`;
      const json = index % 2 === 0;
      const response = await fetch(`${server.url}/api/kontakt`, {
        method: "POST",
        redirect: "manual",
        ...(json
          ? { headers: { "Content-Type": "application/json" }, body: enquiry(name) }
          : {
              body: formBody(sampleEnquiry({ [enquiryField.name]: name })),
            }),
      }).catch(() => undefined);
      statuses.push(response?.status ?? 0);
      if (response?.status === 201 || response?.status === 303) acknowledged.push(name);
    });
    await waitFor(() => (acknowledged.length >= 5 ? true : undefined), 120_000).catch(() => {
      throw new Error(`statuses ${statuses.join(",")} ${server.output()}`);
    });
    server.child.kill("SIGKILL");
    await Promise.all(burst);
    await server.exited;

    const db = await openDatabase(dataDir);
    const names = (await recentEnquiries(db, 100)).map((stored) => stored.name);
    db.close();
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    for (const name of acknowledged) expect(names).toContain(name);
    console.log(
      `Burst killed after ${acknowledged.length} of 60 acknowledged; ${names.length} stored.`,
    );
  });
});

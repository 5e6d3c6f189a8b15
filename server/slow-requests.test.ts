import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectionLimits } from "./site-server";
import { spawnServer, type ServerProcess } from "../tests/support/server-process";
import { temporaryDir, waitFor, writeFixtureBuild } from "../tests/support/server";

/**
 * A flood of slow request bodies cannot hold the server's open files: one
 * address holds at most 100 connections, every phase of a request has a time
 * limit, and connections over it are closed. The server runs with the
 * open-file limit of a small host; the time limits are shortened through the
 * environment so the test takes seconds, not minutes.
 */
const limits = { HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "3000", TIMEOUT_CHECK_MS: "500" };
let server: ServerProcess | undefined;
const sockets: Socket[] = [];
afterAll(() => {
  sockets.forEach((socket) => socket.destroy());
  server?.child.kill("SIGKILL");
});

/** A post from another host (127.0.0.2) that announces 5,000 bytes and sends one every second. */
function slowBody(port: number): Socket {
  const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" }, () => {
    socket.write(
      "POST /api/kontakt HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=A",
    );
  });
  socket.on("error", () => {});
  return socket;
}

/** GET /: its status, or undefined when the connection failed (a server out of open files). */
async function page(url: string): Promise<number | undefined> {
  return fetch(`${url}/`).then(
    (response) => response.status,
    () => undefined,
  );
}

describe("slow requests", () => {
  it("gives a phone on a bad line time: a 50 kB post at 20 kbit/s fits in the production limits", () => {
    expect(connectionLimits.requestMs).toBeGreaterThanOrEqual(((50_000 * 8) / 20_000) * 1000 * 2);
    expect(connectionLimits.headersMs).toBeGreaterThanOrEqual(10_000);
    // The limits are enforced within seconds of being passed.
    expect(connectionLimits.checkEveryMs).toBeLessThanOrEqual(5000);
  });

  it("2,000 slow-body sockets at an open-file limit of 1,100 are closed within the limit, and the pages stay up", async () => {
    const root = temporaryDir("slow");
    writeFixtureBuild(join(root, "build"));
    server = await spawnServer(
      { BUILD_DIR: join(root, "build"), DATA_DIR: join(root, "data"), ...limits },
      { openFileLimit: 1100 },
    );
    const port = Number(new URL(server.url).port);
    const opened = Date.now();
    for (let index = 0; index < 2000; index++) sockets.push(slowBody(port));
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed && socket.writable) socket.write("a");
    }, 1000);
    try {
      // Other visitors get the pages all along.
      const pages: (number | undefined)[] = [];
      for (let check = 0; check < 5; check++) {
        pages.push(await page(server.url));
        await new Promise((done) => setTimeout(done, 200));
      }
      const held = () => sockets.filter((socket) => !socket.destroyed).length;
      // What the server keeps open per address: sockets past the limit are refused at once, but
      // on a loaded machine the client may see some of those closes a moment later.
      const heldEarly = await waitFor(() => {
        const open = held();
        return open <= connectionLimits.connectionsPerAddress ? open : undefined;
      }, 10_000).catch(() => held());
      const allClosed = await waitFor(() => (held() === 0 ? Date.now() : undefined), 30_000).catch(
        () => undefined,
      );
      console.log(
        `2,000 slow-body sockets, limit ${limits.REQUEST_TIMEOUT_MS} ms: GET / ${pages.join(" ")}; ${heldEarly} held at first; ${allClosed ? `all closed after ${allClosed - opened} ms` : `${held()} still open after 30 s`}`,
      );
      expect(pages).toEqual([200, 200, 200, 200, 200]);
      expect(heldEarly).toBeLessThanOrEqual(connectionLimits.connectionsPerAddress);
      expect(allClosed).toBeDefined();
      // The request limit plus two checks, with room for a loaded machine.
      expect(allClosed! - opened).toBeLessThan(15_000);
      expect(await page(server.url)).toBe(200);
    } finally {
      clearInterval(drip);
    }
  });
});

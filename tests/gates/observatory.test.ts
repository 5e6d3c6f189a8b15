import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deployConfig, startNginx, tlsProxyConfig } from "./nginx";
import { observatoryGrade } from "./observatory";
import { freePort, type Running } from "./processes";
import { siteServerName, startSiteServer } from "./site-server";
import { createTestCertificates } from "./test-ca";

/**
 * MDN HTTP Observatory grade A+ (score ≥ 100) for the Node server behind a
 * bare TLS proxy and for the shipped nginx configuration. Left out: the front
 * door's http→https redirect, which a local port cannot show.
 */
const certificates = createTestCertificates();
const leaveOut = ["redirection"];
const running: Running[] = [];
const ports = { nodeProxy: 0, nginx: 0 };

beforeAll(async () => {
  const site = await startSiteServer();
  running.push(site);
  Object.assign(ports, { nodeProxy: await freePort(), nginx: await freePort() });
  const nginxHttp = await freePort();
  running.push(
    await startNginx(
      tlsProxyConfig({ httpsPort: ports.nodeProxy, upstreamPort: site.port, certificates }),
      [ports.nodeProxy],
    ),
    await startNginx(
      deployConfig({
        httpsPort: ports.nginx,
        httpPort: nginxHttp,
        upstreamPort: site.port,
        certificates,
      }),
      [ports.nginx, nginxHttp],
    ),
  );
}, 60_000);

afterAll(() => Promise.all(running.map((server) => server.stop())));

describe("MDN HTTP Observatory", () => {
  for (const [name, port] of [
    [siteServerName, () => ports.nodeProxy],
    ["deploy/nginx.conf", () => ports.nginx],
  ] as const) {
    test(`${name}: A+`, async () => {
      const result = await observatoryGrade(port(), certificates.caFile, leaveOut);
      console.log(`Observatory ${name}: ${result.grade} (${result.score})`);
      expect(result.failed).toEqual({});
      expect(result.score).toBeGreaterThanOrEqual(100);
      expect(result.grade).toBe("A+");
    });
  }
});

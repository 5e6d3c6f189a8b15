/**
 * Both ways of serving the site, started on free ports over TLS with a
 * throwaway CA: the Node server behind a bare TLS proxy, and deploy/nginx.conf.
 */
import { rmSync } from "node:fs";
import { deployConfig, startNginx, tlsProxyConfig } from "./nginx";
import { freePort, type Running } from "./processes";
import { startSiteServer } from "./site-server";
import { createTestCertificates, type TestCertificates } from "./test-ca";

export interface ServingSetups {
  certificates: TestCertificates;
  site: Running & { port: number };
  nginx: Running;
  ports: { nodeTls: number; nginx: number; nginxHttp: number };
  stop(): Promise<void>;
}

/** `apiUpstreamPort`: where nginx sends /api/ (the Node server unless a test stands in for it). */
export async function startServingSetups(apiUpstreamPort?: number): Promise<ServingSetups> {
  const certificates = createTestCertificates();
  const running: Running[] = [];
  const stop = async () => {
    await Promise.all(running.map((server) => server.stop()));
    rmSync(certificates.dir, { recursive: true, force: true });
  };
  try {
    const ports = {
      nodeTls: await freePort(),
      nginx: await freePort(),
      nginxHttp: await freePort(),
    };
    const site = await startSiteServer();
    running.push(site);
    const nodeProxy = await startNginx(
      tlsProxyConfig({ httpsPort: ports.nodeTls, upstreamPort: site.port, certificates }),
      [ports.nodeTls],
    );
    running.push(nodeProxy);
    const nginx = await startNginx(
      deployConfig({
        httpsPort: ports.nginx,
        httpPort: ports.nginxHttp,
        upstreamPort: apiUpstreamPort ?? site.port,
        certificates,
      }),
      [ports.nginx, ports.nginxHttp],
    );
    running.push(nginx);
    return { certificates, site, nginx, ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

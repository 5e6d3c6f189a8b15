/** How the gates start the Node server. The one place to change when its command changes. */
import { freePort, type Running, startProcess, waitForPort } from "./processes";

export const siteServerName = "npm run serve";

export async function startSiteServer(): Promise<Running & { port: number }> {
  const port = await freePort();
  const server = startProcess("npm", ["run", "--silent", "serve"], {
    // TRUST_PROXY: the gates put a TLS proxy in front, as production does.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1" },
  });
  await waitForPort(port, server.child);
  return { port, groupId: server.groupId, stop: server.stop };
}

/**
 * Bundles the worker (edge/worker.ts) into one ES module with the build's
 * security headers inlined: `npm run build` writes it beside the static
 * files, the edge tests run it in workerd.
 */
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";
import { settingsInBundles } from "./vite-settings";

export const workerFile = "worker.js";
const virtualHeaders = "virtual:security-headers";

function securityHeadersModule(headers: Record<string, string>): Plugin {
  return {
    name: "security-headers",
    resolveId: (id) => (id === virtualHeaders ? `\0${virtualHeaders}` : undefined),
    load: (id) =>
      id === `\0${virtualHeaders}` ? `export default ${JSON.stringify(headers)};` : undefined,
  };
}

export async function bundleWorker(securityHeaders: Record<string, string>): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    plugins: [securityHeadersModule(securityHeaders), settingsInBundles()],
    resolve: {
      alias: { "#app": fileURLToPath(new URL("../../app", import.meta.url)) },
      conditions: ["workerd", "worker", "browser"],
    },
    ssr: { target: "webworker", noExternal: true },
    build: {
      ssr: fileURLToPath(new URL("../../edge/worker.ts", import.meta.url)),
      target: "es2022",
      write: false,
      minify: false,
      rolldownOptions: { external: ["cloudflare:email"], output: { entryFileNames: workerFile } },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first!.output.find((item) => item.type === "chunk" && item.isEntry);
  if (!chunk || chunk.type !== "chunk") throw new Error("Worker-Bundle fehlt");
  return chunk.code;
}

/**
 * `npm run edit`: the content editor on this machine only (127.0.0.1). A Vite
 * dev server serves Keystatic's app at /keystatic and its local API at
 * /api/keystatic, which reads and writes the YAML files in content/. Nothing
 * of it is part of the site's build.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { createServer, type Connect, type Plugin } from "vite";
import config from "../../keystatic.config";

const root = fileURLToPath(new URL("../..", import.meta.url));
const handle = makeGenericAPIRouteHandler({ config, localBaseDirectory: root });

/** The body of a request, parsed as JSON. */
async function json(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
}

/** Hands /api/keystatic/* to Keystatic's handler, and / to the editor. */
const api: Connect.NextHandleFunction = (req, res: ServerResponse, next) => {
  if (req.url === "/") {
    res.writeHead(307, { Location: "/keystatic" }).end();
    return;
  }
  if (!req.url?.startsWith("/api/keystatic")) return next();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  handle({
    method: req.method ?? "GET",
    url: `http://${req.headers.host ?? "127.0.0.1"}${req.url}`,
    headers,
    json: () => json(req),
  })
    .then(({ status, headers: replyHeaders, body }) => {
      res.statusCode = status ?? 200;
      for (const [name, value] of new Headers(replyHeaders).entries()) res.setHeader(name, value);
      res.end(body ?? undefined);
    })
    .catch(next);
};

/** The YAML files under content/, by absolute path, as they are when the editor starts. */
function contentSnapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".yaml")) files[path] = readFileSync(path, "utf8");
    }
  };
  walk(join(process.cwd(), "content"));
  return files;
}

/**
 * The forms import the content modules: each schema sits beside the
 * conversion the build runs, and the lists a form offers (conversations,
 * sectors, studies) are read from content/settings when a module loads. In
 * the browser, `node:fs` reads those files from a snapshot taken at start
 * (restart the editor to see a new conversation or sector in the lists) and
 * `node:path` is pathe; every other built-in's functions throw only if called.
 */
const nodeBuiltins = (snapshot: Record<string, string>): Plugin => ({
  name: "node-builtins-in-the-editor",
  enforce: "pre",
  resolveId: (id) => (id.startsWith("node:") ? `\0${id}` : undefined),
  async load(id) {
    if (!id.startsWith("\0node:")) return undefined;
    const name = id.slice(1);
    if (name === "node:path") return `export * from "pathe"; export { default } from "pathe";`;
    const own =
      name === "node:fs"
        ? [
            `const files = ${JSON.stringify(snapshot)};`,
            `export const readFileSync = (path) => { if (path in files) return files[path]; throw new Error(path + " fehlt"); };`,
            `export const readdirSync = (dir) => [...new Set(Object.keys(files).filter((path) => path.startsWith(dir + "/")).map((path) => path.slice(dir.length + 1).split("/")[0]))];`,
            `export const existsSync = (path) => path in files;`,
          ]
        : [];
    const names = Object.keys((await import(name)) as object).filter(
      (key) =>
        key !== "default" &&
        /^[A-Za-z_$][\w$]*$/.test(key) &&
        !own.some((line) => line.startsWith(`export const ${key} `)),
    );
    return [
      `const unavailable = (what) => () => { throw new Error(what + " gibt es im Editor nicht"); };`,
      ...own,
      ...names.map((key) => `export const ${key} = unavailable("${name}.${key}");`),
      "export default {};",
    ].join("\n");
  },
});

const server = await createServer({
  configFile: false,
  root: fileURLToPath(new URL(".", import.meta.url)),
  appType: "spa",
  server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5180), fs: { allow: [root] } },
  // The content modules ask the process where content/ is.
  define: {
    "process.env.CONTENT_DIR": "undefined",
    "process.cwd": `(() => ${JSON.stringify(process.cwd())})`,
  },
  plugins: [
    nodeBuiltins(contentSnapshot()),
    { name: "keystatic-api", configureServer: (vite) => void vite.middlewares.use(api) },
  ],
});
await server.listen();
console.log(`Editor: ${server.resolvedUrls?.local[0] ?? ""}keystatic`);

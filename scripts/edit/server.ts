/**
 * `npm run edit`: the content editor on this machine only (127.0.0.1). A Vite
 * dev server serves Keystatic's app at /keystatic and its local API at
 * /api/keystatic, which reads and writes the YAML files in content/. Nothing
 * of it is part of the site's build.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { createServer, type Connect, type Plugin } from "vite";
import { ContentError } from "#app/content/files/read-yaml";
import { editorPort } from "#app/lib/editor-forms";
import config from "../../keystatic.config";
import { settingsInBundles } from "../build/vite-settings";

const root = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Where content/ is: this checkout's, or the one `CONTENT_DIR` names (as for
 * the build), which must then be a folder named "content" (the tests edit a copy).
 */
const contentRoot = process.env.CONTENT_DIR ? dirname(resolve(process.env.CONTENT_DIR)) : root;
if (process.env.CONTENT_DIR && basename(resolve(process.env.CONTENT_DIR)) !== "content") {
  throw new Error("CONTENT_DIR muss ein Ordner namens „content“ sein");
}
const handle = makeGenericAPIRouteHandler({ config, localBaseDirectory: contentRoot });

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

/**
 * The forms import the page files' modules, which hold each schema beside the
 * conversion the build runs with fs (app/content/files/paths.ts, images.ts).
 * The browser never calls a conversion, but Vite's stand-in for a Node
 * built-in throws as soon as a module names one of its functions: here each
 * built-in is a module whose functions throw only when called.
 */
const nodeBuiltins: Plugin = {
  name: "node-builtins-in-the-editor",
  enforce: "pre",
  resolveId: (id) => (id.startsWith("node:") ? `\0${id}` : undefined),
  async load(id) {
    if (!id.startsWith("\0node:")) return undefined;
    const name = id.slice(1);
    const names = Object.keys((await import(name)) as object).filter(
      (key) => key !== "default" && /^[A-Za-z_$][\w$]*$/.test(key),
    );
    return [
      `const unavailable = (what) => () => { throw new Error(what + " gibt es im Editor nicht"); };`,
      ...names.map((key) => `export const ${key} = unavailable("${name}.${key}");`),
      "export default {};",
    ].join("\n");
  },
};

const server = await createServer({
  configFile: false,
  root: fileURLToPath(new URL(".", import.meta.url)),
  appType: "spa",
  server: {
    host: "127.0.0.1",
    port: Number(process.env.PORT ?? editorPort),
    fs: { allow: [root, contentRoot] },
  },
  plugins: [
    nodeBuiltins,
    // The forms' options name the site's brand and conversations: its settings as data, as in the site.
    settingsInBundles({ watch: false }),
    { name: "keystatic-api", configureServer: (vite) => void vite.middlewares.use(api) },
  ],
});
await server.listen();
console.log(`Editor: ${server.resolvedUrls?.local[0] ?? ""}keystatic`);

// What is left before launch, so the owner knows where to start (the list: npm run launch-check).
try {
  const { launchFindings } = await import("#app/lib/launch-check");
  const left = launchFindings().length;
  console.log(
    left === 0
      ? "Startprüfung: nichts mehr offen."
      : `Startprüfung: noch ${left} ${left === 1 ? "Punkt" : "Punkte"} offen (Liste mit Links zu den Formularen: npm run launch-check).`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.log(`${error.message}\nDiese Stellen bitte im Editor beheben.`);
}

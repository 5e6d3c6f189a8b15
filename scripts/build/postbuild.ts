/**
 * Finishes the static build after `react-router build`:
 * the 404 page where hosts look for it, each page's share image, the brand
 * fonts cut to the characters the pages use, sitemap and robots.txt, the
 * security headers (with the inline scripts' hashes) for every server,
 * brotli/gzip copies of every text file, and the edge worker with those headers.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { noindexPaths, notFoundPrerenderPath, sitePaths } from "#app/content/sitemap";
import { companyName, site } from "#app/content/site";
import { absoluteUrl } from "#app/lib/meta";
import { robotsTxt, sampleMode } from "#app/lib/sample-mode";
import { bundleWorker, workerFile } from "./worker-bundle";
import { writeHostFiles } from "./host-files";
import { writeSecurityHeaders } from "./security-headers";
import { writeShareImages } from "./share-images";
import { subsetBuiltFonts } from "../subset-fonts";
import { typesetBuiltPages } from "./typography";

const client = join(process.env.BUILD_DIR ?? "build", "client");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function moveNotFoundPage() {
  const dir = join(client, notFoundPrerenderPath);
  renameSync(join(dir, "index.html"), join(client, "404.html"));
  rmSync(dir, { recursive: true, force: true });
}

function writeSitemap() {
  const indexed = sitePaths().filter((path) => !noindexPaths.includes(path));
  const urls = indexed.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  writeFileSync(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(join(client, "robots.txt"), robotsTxt(sampleMode, absoluteUrl("/sitemap.xml")));
}

/** The web app manifest, from the site config. */
function writeManifest() {
  const manifest = {
    name: companyName,
    short_name: site.brand,
    lang: "de",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b6b63",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  writeFileSync(join(client, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Header set for every server and `_headers` for static hosts; runs after every HTML rewrite. */
function writeHostHeaders(): Record<string, string> {
  const pages = files(client).filter((name) => name.endsWith(".html"));
  const headers = writeSecurityHeaders(dirname(client), pages);
  writeHostFiles(client, headers);
  return headers;
}

/** The Cloudflare worker for /api/kontakt (wrangler.toml), beside `client/`. */
async function writeEdgeWorker(headers: Record<string, string>) {
  const dir = join(dirname(client), "edge");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, workerFile), await bundleWorker(headers));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** All files at once: zlib works in libuv's thread pool, so every core compresses. */
async function precompress() {
  const texts = files(client).filter((file) =>
    /\.(html|data|js|css|svg|xml|txt|json|webmanifest)$/.test(file),
  );
  await Promise.all(
    texts.map(async (file) => {
      const body = readFileSync(file);
      if (body.length < 512) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}

/** Runs a step and says what it did and how long it took (the build's time is watched). */
async function timed(label: string, step: () => Promise<string>) {
  const start = performance.now();
  const done = await step();
  const seconds = ((performance.now() - start) / 1000).toFixed(1).replace(".", ",");
  console.log(`${label}: ${done} (${seconds} s)`);
}

moveNotFoundPage();
typesetBuiltPages(client);
await timed("Vorschaubilder zum Teilen", async () => `${await writeShareImages(client)} PNG`);
// After the typography pass: the no-break spaces it sets are characters the fonts must keep.
await timed("Schriften auf die genutzten Zeichen gekürzt", async () =>
  (await subsetBuiltFonts(client))
    .map(({ before, after }) => `${Math.round(before / 1024)} → ${Math.round(after / 1024)} KB`)
    .join(", "),
);
writeSitemap();
writeManifest();
const headers = writeHostHeaders();
await precompress();
await writeEdgeWorker(headers);
console.log(
  `Seiten: ${files(client).filter((f) => f.endsWith(".html")).length} in ${relative(".", client)}`,
);

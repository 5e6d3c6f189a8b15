/** Runs nginx for the gates: the shipped deploy/nginx.conf, or a bare TLS proxy in front of Node. */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";
import { nginxHeadersFile } from "../../scripts/build/security-headers";
import { nginxPath } from "../../scripts/system-tools";
import { clientDir } from "./pages";
import { type Running, startProcess, waitForPort } from "./processes";
import type { TestCertificates } from "./test-ca";

/** Build options of the installed nginx: where its modules and mime.types are. */
function nginxBuild() {
  const nginxBinary = nginxPath();
  // nginx -V prints to stderr.
  const options = spawnSync(nginxBinary, ["-V"], { encoding: "utf8" }).stderr;
  const option = (name: string, fallback: string) =>
    new RegExp(`--${name}=(\\S+)`).exec(options)?.[1] ?? fallback;
  const brotliModule = join(
    option("modules-path", "/usr/lib/nginx/modules"),
    "ngx_http_brotli_static_module.so",
  );
  const loadBrotli = existsSync(brotliModule) ? `load_module ${brotliModule};` : "";
  if (!loadBrotli && !options.includes("brotli")) {
    throw new Error(
      `nginx hat kein Brotli-Static-Modul (gesucht: ${brotliModule}): Debian: apt-get install libnginx-mod-http-brotli-static.`,
    );
  }
  return {
    binary: nginxBinary,
    loadBrotli,
    mimeTypes: join(dirname(option("conf-path", "/etc/nginx/nginx.conf")), "mime.types"),
  };
}

/**
 * Started as root, nginx runs its workers as an unprivileged user, who may not
 * read a checkout in a private directory (/root, mktemp -d): the workers run
 * as the invoking user instead, who can read what they serve.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return "";
  const { username } = userInfo();
  return `user ${username} ${spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim() || username};`;
}

/** Starts nginx with the given http-level configuration and waits for its ports. */
export async function startNginx(httpConfig: string, ports: number[]): Promise<Running> {
  const { binary, loadBrotli, mimeTypes } = nginxBuild();
  const dir = mkdtempSync(join(tmpdir(), "nordlicht-nginx-"));
  // Worker processes may run as another user: they need to write their temp files.
  chmodSync(dir, 0o755);
  const temp = join(dir, "temp");
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  const config = `${loadBrotli}
${workerUser()}
daemon off;
pid ${dir}/nginx.pid;
error_log stderr error;
events {}
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${httpConfig}
}
`;
  writeFileSync(join(dir, "nginx.conf"), config);
  const nginx = startProcess(binary, ["-c", join(dir, "nginx.conf")]);
  const stop = async () => {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map((port) => waitForPort(port, nginx.child)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { groupId: nginx.groupId, stop };
}

/** deploy/nginx.conf with the gate's ports, certificate, build and upstream filled in. */
export function deployConfig(options: {
  httpsPort: number;
  httpPort: number;
  upstreamPort: number;
  certificates: TestCertificates;
}): string {
  const buildDir = dirname(resolve(clientDir));
  const replacements: [RegExp, string][] = [
    [/^\s*listen \[::\]:\d+.*;\n/gm, ""],
    [/listen 80;/g, `listen 127.0.0.1:${options.httpPort};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${options.httpsPort} ssl http2;`],
    [/ssl_certificate \S+;/g, `ssl_certificate ${options.certificates.certFile};`],
    [/ssl_certificate_key \S+;/g, `ssl_certificate_key ${options.certificates.keyFile};`],
    [/root \S+;/g, `root ${resolve(clientDir)};`],
    [/\/etc\/nginx\/snippets\/nordlicht-security-headers\.conf/g, join(buildDir, nginxHeadersFile)],
    [/server 127\.0\.0\.1:3000;/g, `server 127.0.0.1:${options.upstreamPort};`],
  ];
  return replacements.reduce(
    (config, [pattern, replacement]) => {
      // A placeholder the gate no longer finds means deploy/nginx.conf changed shape.
      if (!config.match(pattern)) throw new Error(`deploy/nginx.conf: ${pattern} not found`);
      return config.replace(pattern, replacement);
    },
    readFileSync("deploy/nginx.conf", "utf8"),
  );
}

/** A bare TLS proxy that passes everything through, as a hosting provider's would. */
export function tlsProxyConfig(options: {
  httpsPort: number;
  upstreamPort: number;
  certificates: TestCertificates;
}): string {
  return `server {
    listen 127.0.0.1:${options.httpsPort} ssl;
    ssl_certificate ${options.certificates.certFile};
    ssl_certificate_key ${options.certificates.keyFile};
    location / {
      proxy_pass http://127.0.0.1:${options.upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`;
}

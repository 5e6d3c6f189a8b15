/** A throwaway certificate authority and a certificate for 127.0.0.1, for the TLS gates. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestCertificates {
  dir: string;
  /** PEM of the CA; trust it with NODE_EXTRA_CA_CERTS or the `ca` option. */
  caFile: string;
  certFile: string;
  keyFile: string;
}

export function createTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), "nordlicht-test-ca-"));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  // An unencrypted P-256 key, written to keyFile.
  const newKey = (keyFile: string) => [
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    keyFile,
  ];
  openssl(
    "req",
    "-x509",
    ...newKey(file("ca.key")),
    "-out",
    file("ca.pem"),
    "-days",
    "2",
    "-subj",
    "/CN=Nordlicht gate CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl(
    "req",
    ...newKey(file("server.key")),
    "-out",
    file("server.csr"),
    "-subj",
    "/CN=127.0.0.1",
  );
  writeFileSync(
    file("server.ext"),
    "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-out",
    file("server.pem"),
    "-extfile",
    file("server.ext"),
  );
  return { dir, caFile: file("ca.pem"), certFile: file("server.pem"), keyFile: file("server.key") };
}

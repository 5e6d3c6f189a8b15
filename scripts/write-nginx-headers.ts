/**
 * Writes deploy/security-headers.conf from server/headers.ts.
 * Run after changing the headers: `npx tsx scripts/write-nginx-headers.ts`.
 * The nginx gate in `npm test` fails while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { securityHeaders } from "../server/headers";

const escape = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
const lines = Object.entries(securityHeaders()).map(
  ([name, value]) => `add_header ${name} "${escape(value)}" always;`,
);
writeFileSync(
  "deploy/security-headers.conf",
  `# Generated from server/headers.ts by scripts/write-nginx-headers.ts. Do not edit.\n${lines.join("\n")}\n`,
);

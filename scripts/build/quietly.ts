/**
 * `tsx scripts/build/quietly.ts COMMAND …`: runs COMMAND and passes on all it prints but the lines of
 * upstream warnings nobody here can act on, so that what is left is worth reading. Each is
 * listed with its reason; remove it when the upstream package no longer prints it.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const upstreamNoise = [
  // React Router 7.18 starts its own Vite servers with Vite's deprecated `envFile: false`.
  /The `envFile` option is deprecated/,
];

/**
 * Warnings with a fix here, which must not go by unnoticed: the command fails on them.
 * Vite loads vite.config.ts and what it imports (the settings and their schemas) as native
 * modules in a coming version, and those need the file's extension in every relative import.
 */
const mustFix = [/without a file extension .* Add the file extension/];
let unfixed = false;

const [command = "", ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], shell: false });
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
    if (mustFix.some((problem) => problem.test(line))) unfixed = true;
    if (!upstreamNoise.some((noise) => noise.test(line))) to.write(`${line}\n`);
  });
}
child.on("close", (code, signal) => {
  if (unfixed) console.error("Bitte die oben genannten Importe mit Dateiendung (.ts) schreiben.");
  process.exit(unfixed ? 1 : (code ?? (signal ? 1 : 0)));
});

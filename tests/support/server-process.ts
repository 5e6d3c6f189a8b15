import { type ChildProcess, spawn } from "node:child_process";
import { waitFor } from "./server";

/** `server/index.ts` as its own process (through tsx), as `npm run serve` runs the bundle. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function spawnServer(
  env: Record<string, string>,
  { openFileLimit }: { openFileLimit?: number } = {},
): Promise<ServerProcess> {
  const command = [process.execPath, "--import", "tsx", "server/index.ts"];
  // prlimit runs the server in its own place (exec), so the child is the server itself.
  if (openFileLimit) command.unshift("prlimit", `--nofile=${openFileLimit}`);
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  // However long the start takes on a busy machine; a server that ends instead fails at once.
  const url = await waitFor(() => {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}):\n${output}`);
    return /läuft auf (http:\/\/\S+)/.exec(output)?.[1];
  });
  return { url, child, output: () => output, exited };
}

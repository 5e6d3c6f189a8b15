/** Servers the gates start: each on a free port, each stopped with its whole process group. */
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import { connect, createServer } from "node:net";

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

export interface Running {
  /** Process group id: the started process and everything it started. */
  groupId: number;
  stop(): Promise<void>;
}

/** Starts a command in its own process group, so stopping it also ends what it started (npm → node). */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Running & { child: ChildProcess } {
  const child = spawn(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    ...options,
    detached: true,
  });
  // Signal 0 only asks whether any process of the group is left.
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false;
    }
  };
  return {
    child,
    groupId: child.pid!,
    async stop() {
      signalGroup("SIGTERM");
      for (let waited = 0; waited < 5000 && signalGroup(0); waited += 100) {
        await new Promise((retry) => setTimeout(retry, 100));
      }
      signalGroup("SIGKILL");
    },
  };
}

/** Waits until something accepts connections on the port. */
export async function waitForPort(port: number, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child && child.exitCode !== null)
      throw new Error(`process for port ${port} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((answer) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        answer(true);
      });
      socket.once("error", () => answer(false));
    });
    if (open) return;
    await new Promise((retry) => setTimeout(retry, 100));
  }
  throw new Error(`nothing listens on port ${port} after 60 s`);
}

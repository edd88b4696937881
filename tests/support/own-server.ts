// A built server of a test's own, started as `npm run serve` starts it (production, a 192 MB heap), on a port and
// data folder of its own, for tests that stop it, fill its disk or watch its memory.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface OwnServer {
  origin: string;
  process: ChildProcess;
  /** What the server wrote to stderr and stdout so far. */
  output: () => string;
  /** The exit code once it has stopped. */
  exited: Promise<number | null>;
  /** Kills it (if it still runs) and removes its data folder. */
  stop: () => Promise<void>;
}

/** The n-th port after the end-to-end server's own (and its EmailJS stand-in's, n = 1). */
export const ownPort = (n: number) => Number(process.env.E2E_PORT || 4173) + n;

export async function startOwnServer(
  port: number,
  { dataDir = `.e2e-data-${port}`, env = {} }: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  let output = "";
  const child = spawn("node", ["--max-old-space-size=192", "server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const server: OwnServer = {
    origin,
    process: child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (;;) {
    if (child.exitCode !== null) return server;
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server's log lines (one JSON object each, decision 118) in `output`; other lines are left out. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Signs in with the password the server was started with; the session cookie. */
export async function signIn(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 200) throw new Error(`Signing in answered ${response.status}.`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

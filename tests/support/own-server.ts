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
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const { dataDir = `.e2e-data-${port}`, env = {} } = options;
  const origin = `http://127.0.0.1:${port}`;
  // Two specs given the same number would otherwise share one server, and one of them its data and password.
  if (await answers(origin)) throw new Error(`Port ${port} is taken already: give this test an ownPort of its own.`);
  // A folder left by an interrupted run holds another run's data, and its admin password.
  if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  let output = "";
  const child = spawn("node", ["--max-old-space-size=192", "server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
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
  while (child.exitCode === null && !(await answers(origin))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Whether a server answers at `origin`. */
async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/robots.txt`)).ok;
  } catch {
    return false;
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

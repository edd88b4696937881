import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** The arguments `npm run serve` gives node (its heap limit, then server.js), so the bench measures that server. */
function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } };
  const words = scripts.serve.split(/\s+/);
  return words.slice(words.indexOf("node") + 1);
}

/** Starts the production server on `port` with its own data folder and waits until it answers. */
export async function startServer(port: number, dataDir: string, adminPassword: string): Promise<RunningServer> {
  const child = spawn(process.execPath, serveArguments(), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        process: child,
        stop: () =>
          new Promise((resolve) => {
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start within 30 s.");
}

/** Resident memory of a process, in MB (Linux). */
export async function residentMemoryMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

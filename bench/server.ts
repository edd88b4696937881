import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

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

/** Starts the production server on `port` with its own data folder and waits until it answers. */
export async function startServer(
  port: number,
  dataDir: string,
  adminPassword: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  // As `npm run serve` starts it; the script replaces itself with node, so the child's pid is the server's.
  const child = spawn("sh", ["scripts/serve.sh"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      ...env,
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

const megabytes = (kb: number) => Math.round(kb / 1024);

async function statusKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resident memory of a process, in MB (Linux). */
export async function residentMemoryMb(pid: number): Promise<number> {
  return megabytes(await statusKb(pid, "VmRSS"));
}

/** The most resident memory a process had while `work` ran, in MB (Linux: its peak is reset first). */
export async function peakMemoryMbDuring(pid: number, work: () => Promise<void>): Promise<number> {
  await writeFile(`/proc/${pid}/clear_refs`, "5");
  await work();
  return megabytes(await statusKb(pid, "VmHWM"));
}

/** Signs in as the administrator; the session cookie for the requests that follow. */
export async function signIn(baseUrl: string, password: string): Promise<string> {
  const session = await fetch(`${baseUrl}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ password }),
  });
  const cookie = session.headers.get("set-cookie")?.split(";")[0];
  if (!session.ok || !cookie) throw new Error(`Signing in failed (${session.status}).`);
  return cookie;
}

/**
 * Runs one measurement on its own (`npx tsx bench/<name>.ts`): against BENCH_URL (as BENCH_PASSWORD) when
 * set, else against the production build started with a fresh data folder (run `npm run build` first).
 */
export async function measureAlone(
  name: string,
  measure: (url: string, password: string, serverPid?: number) => Promise<boolean>,
): Promise<void> {
  const password = process.env.BENCH_PASSWORD ?? "bench-admin-password";
  const dataDir = path.resolve("bench/tmp", `${name}-${Date.now()}`);
  let server: RunningServer | undefined;
  let url = process.env.BENCH_URL;
  if (!url) {
    mkdirSync(dataDir, { recursive: true });
    server = await startServer(await freePort(), dataDir, password);
    url = server.url;
  }
  try {
    process.exitCode = (await measure(url, password, server?.process.pid)) ? 0 : 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Visits each page once and waits until the server keeps its tightly compressed copy (decision 176), as on a site
 * that has visitors: what Lighthouse then measures is a page a visitor would get.
 */
export async function warmPages(url: string, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    if (!(await fetch(`${url}${route}`)).headers.get("etag")) continue;
    // A HEAD is never compressed on the fly: it names brotli once the server has its copy.
    for (let tries = 0; tries < 100; tries += 1) {
      const head = await fetch(`${url}${route}`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
      if (head.headers.get("content-encoding") === "br") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

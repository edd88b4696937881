// A real Varnish (Debian's varnishd) in front of a test's own server, with the example VCL the README documents
// (deploy/varnish/default.vcl), its backend pointed at that server.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface Varnish {
  origin: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function startVarnish(port: number, backendPort: number): Promise<Varnish> {
  if (spawnSync("varnishd", ["-V"]).error)
    throw new Error("varnishd is not installed: apt-get install -y varnish (.ci/run installs it).");
  const dir = mkdtempSync(path.join(tmpdir(), "tepore-varnish-"));
  // Run as root, varnishd compiles the VCL as its own unprivileged user, who must be able to read it.
  chmodSync(dir, 0o755);
  const example = readFileSync("deploy/varnish/default.vcl", "utf8");
  const vcl = example.replace('.port = "3000";', `.port = "${backendPort}";`);
  if (vcl === example) throw new Error("The example VCL no longer names its backend's port as 3000.");
  writeFileSync(path.join(dir, "default.vcl"), vcl);
  let output = "";
  const child = spawn(
    "varnishd",
    [
      "-F",
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      path.join(dir, "default.vcl"),
      "-n",
      path.join(dir, "n"),
      "-s",
      "malloc,32m",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const varnish: Varnish = {
    origin,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Varnish compiles the VCL with the C compiler first: a few seconds.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped: ${output}`);
    try {
      await fetch(`${origin}/robots.txt`);
      return varnish;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

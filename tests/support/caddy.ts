// Debian's Caddy in front of a test's own server, with the Caddyfile the README gives (deploy/caddy/Caddyfile):
// spare ports, the address "localhost" (for which Caddy issues certificates from its own CA) and a data folder
// of its own, so nothing is installed into the machine's trust store.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Caddy {
  https: string;
  http: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startCaddy(upstream: string, httpPort: number, httpsPort: number): Promise<Caddy> {
  const home = mkdtempSync(join(tmpdir(), "caddy-"));
  let output = "";
  const child: ChildProcess = spawn("caddy", ["run", "--config", "deploy/caddy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      SITE_ADDRESS: `localhost:${httpsPort}`,
      UPSTREAM: new URL(upstream).host,
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_GLOBAL_OPTIONS: "skip_install_trust",
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const caddy: Caddy = {
    https: `https://localhost:${httpsPort}`,
    http: `http://localhost:${httpPort}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
  // Ready once it serves the site's certificate: its log says so when the certificate is in place.
  while (!/certificate obtained successfully|serving initial configuration/.test(output) || !/localhost/.test(output)) {
    if (child.exitCode !== null) throw new Error(`Caddy stopped: ${output}`);
    await new Promise((resolve) => child.stderr!.once("data", resolve));
  }
  return caddy;
}

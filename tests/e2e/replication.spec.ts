import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { ownPort, signIn } from "../support/own-server";

/**
 * Continuous replication with Litestream (decision 119): `npm run serve` with LITESTREAM_REPLICA_URL runs the server
 * under `litestream replicate -exec`, and a start without a database restores the latest replica first. Tested
 * against a file replica, with the Litestream binary of the @flydotio/litestream package.
 */
const password = "replica-test-password";
const port = ownPort(45);
const origin = `http://127.0.0.1:${port}`;

function serve(dataDir: string, replicaUrl: string) {
  let output = "";
  const child = spawn("sh", ["scripts/serve.sh"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: password,
      LITESTREAM_REPLICA_URL: replicaUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a failed test can stop Litestream and the server under it together.
    detached: true,
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server stopped: ${output}`);
      const answered = await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
    await exited;
  };
  return { child, exited, ready, stop, output: () => output };
}

test("a server started on an empty data folder restores the replica Litestream kept of the one before", async () => {
  // Two servers start one after the other, each seeding a database first.
  test.setTimeout(120_000);
  const work = mkdtempSync(join(tmpdir(), "replica-"));
  const replicaUrl = `file://${join(work, "replica")}`;
  const first = serve(join(work, "first"), replicaUrl);
  let second: ReturnType<typeof serve> | undefined;
  try {
    await first.ready;
    const sent = await fetch(`${origin}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.co.uk", message: "Kept by the replica." }),
    });
    expect(sent.status).toBe(201);
    // SIGTERM reaches the server through Litestream, which syncs the replica one last time as it stops.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(readdirSync(join(work, "replica")).length).toBeGreaterThan(0);

    second = serve(join(work, "second"), replicaUrl);
    await second.ready;
    const cookie = await signIn(origin, password);
    const inbox = await (await fetch(`${origin}/api/admin/messages`, { headers: { Cookie: cookie } })).text();
    expect(inbox).toContain("Kept by the replica.");
    expect(second.output()).toMatch(/restor/i);
  } finally {
    await first.stop();
    await second?.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

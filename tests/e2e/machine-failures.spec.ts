// Failures of the machine, not of a request, on the real built server: another process holding the database's
// write lock, a full disk, a read-only data folder, and a client that keeps a connection open through a shutdown.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";

import { logLines, ownPort, type OwnServer, signIn, startOwnServer } from "../support/own-server";

const password = "machine-failures-password";
const message = { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "A radiator for a study." };
const canMount = process.getuid?.() === 0;

function sendMessage(server: OwnServer) {
  return fetch(`${server.origin}/api/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify(message),
  });
}

/** A small file system of its own (tmpfs), mounted for the test; root only, as CI runs. */
function mountSmallDisk(folder: string, options: string) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder]);
  return () => {
    execFileSync("umount", [folder]);
    rmSync(folder, { recursive: true, force: true });
  };
}

test("while another connection holds the write lock, pages are served and a message is refused with 503, then taken", async () => {
  const server = await startOwnServer(ownPort(3));
  try {
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
    const other = new Database(path.join(`.e2e-data-${ownPort(3)}`, "tepore.db"));
    other.exec("BEGIN IMMEDIATE");
    try {
      // The lock is released only below: every answer here came while it was held.
      const home = await fetch(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Tepore");
      const refused = await sendMessage(server);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toEqual({
        error: "The site is busy saving something else, so nothing was saved. Please try again in a few seconds.",
        requestId: refused.headers.get("x-request-id"),
      });
      // A quote sent by a browser without JavaScript comes back with every value kept and the reason.
      const quote = await fetch(`${server.origin}/quote`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, Accept: "text/html" },
        body: new URLSearchParams({
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: "07700 900123",
          postcode: "SW1A 1AA",
          model: "retto-vertical",
          size: "RV-1800-500-D",
          finish: "anthracite",
          quantity: "2",
          room: "Study",
        }),
      });
      expect(quote.status).toBe(503);
      expect(quote.headers.get("retry-after")).toBe("5");
      const page = await quote.text();
      expect(page).toContain("The site is busy saving something else, so nothing was saved.");
      expect(page).toContain('value="Grace Hopper"');
      expect(page).toContain('value="Study"');
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await sendMessage(server)).status).toBe(201);
    expect(logLines(server.output())).toContainEqual(
      expect.objectContaining({
        level: "error",
        method: "POST",
        path: "/api/messages",
        status: 503,
        refusal: "the database is locked by another connection",
      }),
    );
  } finally {
    await server.stop();
  }
});

test("on a full disk a message and an upload answer 507 and nothing is kept; with room again, they are taken", async () => {
  test.skip(!canMount, "needs root to mount a small file system");
  const dataDir = `.e2e-data-${ownPort(4)}`;
  const unmount = mountSmallDisk(dataDir, "size=6m");
  const server = await startOwnServer(ownPort(4), { dataDir, env: { ADMIN_PASSWORD: password } });
  try {
    const cookie = await signIn(server.origin, password);
    const filler = path.join(dataDir, "filler");
    const { bavail, bsize } = statfsSync(dataDir);
    try {
      writeFileSync(filler, Buffer.alloc(bavail * bsize));
    } catch {
      // The disk is full: as wanted.
    }
    const readiness = await fetch(`${server.origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ ready: false, database: "ok", dataDir: "failing", media: "ok" });
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const refused = await sendMessage(server);
    expect(refused.status).toBe(507);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await refused.json()).error).toBe(
      "The server has no room left to store this, so nothing was saved. Please try again later.",
    );
    const form = new FormData();
    const noise = Buffer.alloc(600 * 1024);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const png = await (
      await import("sharp")
    )
      .default(noise, { raw: { width: 480, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    form.append("file", new Blob([png], { type: "image/png" }), "noise.png");
    const upload = await fetch(`${server.origin}/api/admin/media`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: cookie },
      body: form,
    });
    expect(upload.status).toBe(507);
    rmSync(filler);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    expect((await sendMessage(server)).status).toBe(201);
    const inbox = await fetch(`${server.origin}/api/admin/messages`, { headers: { Cookie: cookie } });
    expect((await inbox.json()).messages).toHaveLength(1);
  } finally {
    await server.stop().catch(() => undefined);
    unmount();
  }
});

test("a read-only data folder stops the start with a message that says so, not a stack", async () => {
  test.skip(!canMount, "needs root to mount a read-only file system");
  const dataDir = `.e2e-data-${ownPort(5)}`;
  const unmount = mountSmallDisk(dataDir, "size=1m,ro");
  try {
    const server = await startOwnServer(ownPort(5), { dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`The data folder ${path.resolve(dataDir)} cannot be written to (EROFS).`);
    expect(server.output()).not.toMatch(/\n\s+at /);
  } finally {
    unmount();
  }
});

test("after SIGTERM the server stops within its grace period, even with a client trickling a body", async () => {
  const server = await startOwnServer(ownPort(6), { env: { SHUTDOWN_GRACE_MS: "500" } });
  const trickle = http.request(`${server.origin}/api/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: server.origin },
  });
  const closed = new Promise((resolve) => trickle.once("close", resolve));
  trickle.on("error", () => undefined);
  trickle.write("{");
  await new Promise((resolve) => trickle.once("socket", (socket) => socket.once("connect", resolve)));
  server.process.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  await closed;
  expect(server.output()).toContain("SIGTERM: finishing the requests in flight");
  await server.stop();
});

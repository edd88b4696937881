// One request must not take the site down: the real built server, started the way `npm run serve` starts it
// (a 192 MB heap), is sent a 200 MB chunked body without a Content-Length.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 4173) + 2;
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.e2e-data-${port}`;

const password = "request-limits-password";

let server: ChildProcess;

// One server on one port for the file: its tests run one after another in one worker (in parallel, a second
// worker's server would find the port taken, and the first one's afterAll would stop the server both use).
test.describe.configure({ mode: "serial" });

async function waitUntilUp() {
  for (let tries = 0; tries < 300; tries++) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not start.");
}

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["--max-old-space-size=192", "server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp();
});

test.afterAll(() => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Streams `totalBytes` in 64 KB chunks (chunked transfer encoding) and resolves with the status the server answers. */
function streamBody(
  path: string,
  totalBytes: number,
  { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, {
      method,
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: origin, ...headers },
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

test("a 200 MB chunked body to POST /api/messages is refused with 413, and the server still answers", async () => {
  test.setTimeout(120_000);
  expect(await streamBody("/api/messages", 200 * 1024 * 1024)).toBe(413);
  expect(server.exitCode).toBeNull();
  const after = await fetch(`${origin}/robots.txt`);
  expect(after.status).toBe(200);
});

test("the sign-in, an admin write and an upload stop at their limits too", async () => {
  test.setTimeout(120_000);
  expect(await streamBody("/api/admin/session", 8 * 1024 * 1024)).toBe(413);
  const signIn = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const signedIn = { Cookie: cookie };
  expect(await streamBody("/api/admin/settings", 8 * 1024 * 1024, { method: "PUT", headers: signedIn })).toBe(413);
  // Uploads have their own, larger limit (ten images of up to 5 MB).
  const multipart = { "Content-Type": "multipart/form-data; boundary=x", ...signedIn };
  expect(await streamBody("/api/admin/media", 100 * 1024 * 1024, { headers: multipart })).toBe(413);
  expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
});

// One request must not take the site down: the real built server, started the way `npm run serve` starts it
// (a 192 MB heap), is sent bodies over their limits on every route of app/routes.ts, with and without a length.
import { readFileSync } from "node:fs";
import http from "node:http";

import { expect, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";

import { bodyLimitFor } from "../../app/lib/body-limits";
import routes from "../../app/routes";
import { logLines, ownPort, type OwnServer, signIn, startOwnServer } from "../support/own-server";

const password = "request-limits-password";

let server: OwnServer;
let cookie: string;

// One server on one port for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer(ownPort(2), { env: { ADMIN_PASSWORD: password } });
  cookie = await signIn(server.origin, password);
});

test.afterAll(() => server.stop());

/** Every address app/routes.ts routes, its parameters filled in, and whether its module takes writes. */
function routedAddresses(entries: readonly RouteConfigEntry[] = routes): { path: string; takesWrites: boolean }[] {
  return entries.flatMap((entry) => {
    const children = routedAddresses(entry.children ?? []);
    if (entry.path === undefined && !entry.index) return children;
    const path = `/${(entry.path ?? "").replace(/:[a-z]+/gi, "1").replace("*", "no-such-page")}`;
    const source = readFileSync(`app/${entry.file}`, "utf8");
    return [{ path, takesWrites: /export (async )?function action|export const action/.test(source) }, ...children];
  });
}

/** Streams `totalBytes` in 64 KB chunks (chunked transfer encoding) and resolves with the status the server answers. */
function streamBody(
  path: string,
  totalBytes: number,
  { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.origin}${path}`, {
      method,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
        Origin: server.origin,
        ...headers,
      },
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

/** The server still answers, and is the same process. */
async function stillUp() {
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.origin}/robots.txt`)).status).toBe(200);
}

test("a 60 MB chunked body to POST /quote and a 200 MB one to POST /api/messages are refused with 413", async () => {
  test.setTimeout(120_000);
  expect(await streamBody("/quote", 60 * 1024 * 1024)).toBe(413);
  expect(
    await streamBody("/api/messages", 200 * 1024 * 1024, { headers: { "Content-Type": "application/json" } }),
  ).toBe(413);
  await stillUp();
});

test("every routed address refuses a body declared over its kind's limit, before any route reads it", async () => {
  const addresses = routedAddresses();
  expect(addresses.map((a) => a.path)).toEqual(expect.arrayContaining(["/quote", "/api/messages", "/api/admin/media"]));
  for (const { path } of addresses) {
    const limit = bodyLimitFor("POST", path);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.origin}${path}`, {
        method: "POST",
        headers: { "Content-Length": String(limit + 1), Origin: server.origin, Cookie: cookie },
      });
      request.on("response", (response) => {
        response.resume();
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write("a");
    });
    expect(status, path).toBe(413);
  }
  await stillUp();
});

test("every address that takes writes refuses a chunked body over its limit, signed in or not", async () => {
  test.setTimeout(120_000);
  for (const { path } of routedAddresses().filter((a) => a.takesWrites)) {
    const limit = bodyLimitFor("POST", path);
    const status = await streamBody(path, limit * 2, { headers: { Cookie: cookie } });
    // An address may refuse before reading (405 for another method, 404 for an item that does not exist, 415 for
    // a kind of body it does not take); none may fail or take it.
    expect([413, 404, 405, 415], `${path} answered ${status}`).toContain(status);
    if (!path.includes("/1")) expect([413, 405, 415], path).toContain(status);
  }
  expect(await streamBody("/api/admin/session", 8 * 1024 * 1024, { headers: {} })).toBe(413);
  expect(
    await streamBody("/api/admin/settings", 8 * 1024 * 1024, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    }),
  ).toBe(413);
  // Uploads have their own, larger limit (two images of up to 25 MB).
  const multipart = { "Content-Type": "multipart/form-data; boundary=x", Cookie: cookie };
  expect(await streamBody("/api/admin/media", 100 * 1024 * 1024, { headers: multipart })).toBe(413);
  await stillUp();
});

test("a quote of 20,000 lines is refused whole; one line over the limit is answered without echoing the rest", async () => {
  /** The quote form sent with `count` lines, all the same. */
  const quoteOf = (count: number) =>
    fetch(`${server.origin}/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: `name=A&email=a%40example.com&${Array.from({ length: count }, () => line).join("&")}`,
    });
  const line = "model=flusso-vertical&size=1800x450&finish=white&quantity=1&room=Living";
  const huge = await quoteOf(20_000);
  expect(huge.status).toBe(413);
  const refusal = await huge.text();
  expect(refusal.length).toBeLessThan(5_000);
  // The refusal names the request, as its log line does.
  expect(refusal).toContain(huge.headers.get("x-request-id")!);

  const over = await quoteOf(300);
  expect(over.status).toBe(400);
  const page = await over.text();
  expect(page).toContain("A quote can hold at most 20 lines. Please send the rest in a second request.");
  expect(page.split('name="model"').length - 1).toBeLessThanOrEqual(21);
  await stillUp();
});

test("a JSON body to a form answers 415 with a message; each refused request is one log line with its id", async () => {
  const json = await fetch(`${server.origin}/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin, Accept: "text/html" },
    body: JSON.stringify({ name: "A" }),
  });
  expect(json.status).toBe(415);
  expect(await json.text()).toContain("Please send this as a web form.");

  const before = server.output().length;
  const password = await fetch(`${server.origin}/api/admin/password`);
  expect(password.status).toBe(401);
  const messages = await fetch(`${server.origin}/api/admin/messages`, {
    method: "POST",
    headers: { Origin: server.origin },
  });
  expect(messages.status).toBe(401);
  const signedIn = await fetch(`${server.origin}/api/admin/password`, { headers: { Cookie: cookie } });
  expect(signedIn.status).toBe(405);
  expect(signedIn.headers.get("allow")).toBe("POST");
  // Exactly one line for each, found by the id its answer carries (lines of earlier requests may still arrive).
  const answers = [password, messages, signedIn];
  const ids = answers.map((answer) => answer.headers.get("x-request-id"));
  const logged = () => logLines(server.output().slice(before)).filter((line) => ids.includes(line.id as string));
  await expect.poll(() => logged().length).toBe(3);
  expect(logged().map((line) => `${line.status} ${line.method} ${line.path} ${line.id}`)).toEqual([
    `401 GET /api/admin/password ${ids[0]}`,
    `401 POST /api/admin/messages ${ids[1]}`,
    `405 GET /api/admin/password ${ids[2]}`,
  ]);
  expect(logged().every((line) => line.level === "warn" && typeof line.ms === "number" && line.refusal)).toBe(true);
  // The error the client reads names the request too.
  expect(((await signedIn.json()) as { requestId?: string }).requestId).toBe(ids[2]);
});

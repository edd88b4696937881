import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { createPurger, type Purge } from "./purger";

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface StandIn {
  url: string;
  received: Received[];
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** A real HTTP server standing in for Varnish or Cloudflare's API; `answer` gives each request's status and body. */
async function standIn(answer: (request: Received, count: number) => [number, string] = () => [200, ""]) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      received.push(request);
      const [status, text] = answer(request, received.length);
      res.writeHead(status, { "Content-Type": "application/json" }).end(text);
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closing.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received } satisfies StandIn;
}

/** A log that keeps what it is told. */
function log() {
  const lines: string[] = [];
  return {
    lines,
    warn: (line: string) => lines.push(`warn: ${line}`),
    error: (line: string) => lines.push(`error: ${line}`),
  };
}

const publish: Purge = {
  keys: ["page-winter", "page-winter-offers"],
  urls: ["https://tepore.test/winter", "https://tepore.test/winter-offers"],
};
const fast = { backoffMs: [1, 1, 1] };

describe("purging Varnish or nginx (PURGE_URL)", () => {
  it("sends one PURGE with the keys in an xkey header and one PURGE of each changed address", async () => {
    const cdn = await standIn();
    await createPurger({ PURGE_URL: cdn.url }, { ...fast, log: log() })(publish);
    const shapes = cdn.received.map(({ method, url, headers, body }) => ({ method, url, xkey: headers.xkey, body }));
    expect(shapes).toHaveLength(3);
    expect(shapes).toEqual(
      expect.arrayContaining([
        { method: "PURGE", url: "/", xkey: "page-winter page-winter-offers", body: "" },
        { method: "PURGE", url: "/winter", xkey: undefined, body: "" },
        { method: "PURGE", url: "/winter-offers", xkey: undefined, body: "" },
      ]),
    );
  });

  it("sends only the keys when no address changed (settings, catalogue)", async () => {
    const cdn = await standIn();
    await createPurger({ PURGE_URL: `${cdn.url}/` }, fast)({ keys: ["settings"], urls: [] });
    expect(cdn.received.map(({ url, headers }) => [url, headers.xkey])).toEqual([["/", "settings"]]);
  });

  it("retries a refused purge with backoff, logging each failure, until the CDN takes it", async () => {
    const cdn = await standIn((_request, count) => (count <= 2 ? [503, "busy"] : [200, ""]));
    const logged = log();
    await createPurger({ PURGE_URL: cdn.url }, { ...fast, log: logged })({ keys: ["settings"], urls: [] });
    expect(cdn.received).toHaveLength(3);
    expect(logged.lines).toEqual([
      "warn: Purging the CDN failed (PURGE of the keys settings answered 503 busy); trying again in 1 ms.",
      "warn: Purging the CDN failed (PURGE of the keys settings answered 503 busy); trying again in 1 ms.",
    ]);
  });

  it("gives up after its retries, says so, and never rejects, even when nothing listens", async () => {
    const cdn = await standIn(() => [500, ""]);
    const logged = log();
    await expect(
      createPurger({ PURGE_URL: cdn.url }, { ...fast, log: logged })({ keys: ["site"], urls: [] }),
    ).resolves.toBeUndefined();
    expect(cdn.received).toHaveLength(4);
    expect(logged.lines.at(-1)).toBe(
      "error: Purging the CDN failed 4 times, giving up (PURGE of the keys site answered 500); it serves the old copy until it expires.",
    );
    const nowhere = log();
    await createPurger({ PURGE_URL: "http://127.0.0.1:1" }, { backoffMs: [1], log: nowhere })(publish);
    expect(nowhere.lines.filter((line) => line.startsWith("error:"))).toHaveLength(3);
  });

  it("refuses a PURGE_URL that is not an http address", () => {
    expect(() => createPurger({ PURGE_URL: "varnish:6081" })).toThrow(
      "PURGE_URL=varnish:6081 is not an http(s) address (such as http://127.0.0.1:6081).",
    );
  });
});

describe("purging Cloudflare (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN)", () => {
  const ok = JSON.stringify({ success: true, errors: [], messages: [], result: { id: "zone" } });

  it("posts the changed URLs as files and the keys as tags to the zone's purge_cache, with the token", async () => {
    const api = await standIn(() => [200, ok]);
    const env = { CLOUDFLARE_ZONE_ID: "zone-1", CLOUDFLARE_API_TOKEN: "secret-token", CLOUDFLARE_API_URL: api.url };
    await createPurger(env, fast)(publish);
    expect(api.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "POST /zones/zone-1/purge_cache",
      "POST /zones/zone-1/purge_cache",
    ]);
    for (const { headers } of api.received) {
      expect(headers.authorization).toBe("Bearer secret-token");
      expect(headers["content-type"]).toBe("application/json");
    }
    expect(api.received.map(({ body }) => JSON.parse(body))).toEqual(
      expect.arrayContaining([{ files: publish.urls }, { tags: publish.keys }]),
    );
  });

  it("sends at most 30 URLs or tags in one request", async () => {
    const api = await standIn(() => [200, ok]);
    const env = { CLOUDFLARE_ZONE_ID: "z", CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_API_URL: api.url };
    const urls = Array.from({ length: 31 }, (_, i) => `https://tepore.test/p${i}`);
    await createPurger(env, fast)({ keys: [], urls });
    expect(api.received.map(({ body }) => (JSON.parse(body) as { files: string[] }).files.length).sort()).toEqual([
      1, 30,
    ]);
  });

  it("retries when the API says it did not succeed, even with a 200", async () => {
    const failed = JSON.stringify({ success: false, errors: [{ code: 1134, message: "rate limited" }] });
    const api = await standIn((_request, count) => (count === 1 ? [200, failed] : [200, ok]));
    const logged = log();
    const env = { CLOUDFLARE_ZONE_ID: "z", CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_API_URL: api.url };
    await createPurger(env, { ...fast, log: logged })({ keys: ["settings"], urls: [] });
    expect(api.received).toHaveLength(2);
    expect(logged.lines[0]).toContain("rate limited");
  });

  it("needs both the zone and the token", () => {
    expect(() => createPurger({ CLOUDFLARE_ZONE_ID: "z" })).toThrow(
      "Purging Cloudflare needs both CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN.",
    );
  });
});

describe("without a CDN", () => {
  it("purges nothing", async () => {
    await expect(createPurger({})(publish)).resolves.toBeUndefined();
  });
});

import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it } from "vitest";

import { trustProxySetting } from "./trust-proxy";

/** The address an app with TRUST_PROXY=`value` sees for a request that arrives with these X-Forwarded-For entries. */
async function clientAddress(value: string | undefined, forwardedFor?: string): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxySetting(value));
  app.get("/", (req, res) => void res.send(req.ip));
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  try {
    const { port } = listener.address() as AddressInfo;
    const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    listener.close();
  }
}

describe("TRUST_PROXY", () => {
  it("as a hop count takes the address the proxy saw, whatever the client put in front of it", async () => {
    expect(await clientAddress("1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientAddress("1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientAddress("2", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("as a list of proxy addresses trusts only those", async () => {
    expect(await clientAddress("127.0.0.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientAddress("loopback, 10.0.0.0/8", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await clientAddress("192.0.2.1", "203.0.113.9")).toMatch(/127\.0\.0\.1$/);
  });

  it("unset trusts only a proxy on this machine", async () => {
    expect(await clientAddress(undefined, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientAddress("", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("refuses a setting that would let any client choose its address, or one it cannot read", () => {
    expect(() => trustProxySetting("true")).toThrow(
      "TRUST_PROXY=true would let every visitor choose their own address. Set it to the number of proxies in front of the site (1 for one nginx or Caddy) or to their addresses.",
    );
    expect(() => trustProxySetting("nginx")).toThrow(/TRUST_PROXY=nginx is not a number of proxies/);
  });
});

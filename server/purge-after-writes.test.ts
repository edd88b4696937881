import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { changed, pageChanged, settingsKey } from "~/server/cache-keys.server";

import { finishPurges, purgeAfterWrites } from "./purge-after-writes";
import type { Purge } from "./purger";

const closing: (() => void)[] = [];
afterEach(() => closing.splice(0).forEach((close) => close()));

/** A real server whose admin API routes name what they change, as the server functions do, after a moment's work. */
async function site() {
  const purges: Purge[] = [];
  const app = express();
  app.use(
    "/api/admin",
    purgeAfterWrites(async (purge) => void purges.push(purge)),
  );
  app.post("/api/admin/publish", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    pageChanged("winter", "winter-offers");
    res.status(200).json({ ok: true });
  });
  app.put("/api/admin/settings", (_req, res) => {
    changed([settingsKey]);
    res.status(409).json({ error: "conflict" });
  });
  app.put("/api/admin/draft", (_req, res) => res.status(200).json({ ok: true }));
  app.get("/api/admin/pages", (_req, res) => {
    changed(["site"]);
    res.json({ pages: [] });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closing.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, purges };
}

describe("purging after admin writes", () => {
  it("purges the keys and addresses a successful write named, on the address the administrator used", async () => {
    const { url, purges } = await site();
    expect((await fetch(`${url}/api/admin/publish`, { method: "POST" })).status).toBe(200);
    await vi.waitFor(() => expect(purges).toHaveLength(1));
    expect(purges[0]).toEqual({
      keys: ["page-winter", "page-winter-offers"],
      urls: [`${url}/winter`, `${url}/winter-offers`],
    });
  });

  it("purges nothing for a refused write, a draft that changes nothing for visitors, or a read", async () => {
    const { url, purges } = await site();
    expect((await fetch(`${url}/api/admin/settings`, { method: "PUT" })).status).toBe(409);
    expect((await fetch(`${url}/api/admin/draft`, { method: "PUT" })).status).toBe(200);
    expect((await fetch(`${url}/api/admin/pages`)).status).toBe(200);
    await fetch(`${url}/api/admin/publish`, { method: "POST" });
    await vi.waitFor(() => expect(purges).toHaveLength(1));
    expect(purges[0]!.keys).toEqual(["page-winter", "page-winter-offers"]);
  });

  it("lets a stopping server wait for the purges under way, for as long as it may", async () => {
    let release: () => void = () => {};
    const app = express();
    app.use(
      "/api/admin",
      purgeAfterWrites(() => new Promise<void>((resolve) => (release = resolve))),
    );
    app.post("/api/admin/publish", (_req, res) => {
      pageChanged("winter", "winter");
      res.status(200).json({ ok: true });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    closing.push(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await fetch(`${url}/api/admin/publish`, { method: "POST" });
    await vi.waitFor(() => expect(release).toBeDefined());
    // Not finished within the time it may take: one left.
    expect(await finishPurges(20)).toBe(1);
    const finishing = finishPurges(10_000);
    release!();
    expect(await finishing).toBe(0);
  });
});

import type { AddressInfo } from "node:net";

import express from "express";

import { serveMedia } from "./serve-media.server";

/** An Express app serving only /media/* from the current media store, on a free port of 127.0.0.1. */
export async function startMediaServer(): Promise<{ origin: string; close: () => void }> {
  const app = express();
  app.use("/media", serveMedia());
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => listener.close(),
  };
}

import type { NextFunction, Request, Response } from "express";

import { collectingChanges } from "~/server/cache-keys.server";

import type { Purge } from "./purger";

/**
 * Goes in front of the admin API: a write gathers what it changed for visitors (the keys and addresses its
 * server functions name), and once it has succeeded, after its answer, the CDN is told. Drafts change nothing.
 */
/** The purges under way, so that a stopping server can let them finish (decision 111). */
const inFlight = new Set<Promise<void>>();

/** Waits for the purges under way, at most `ms`, and answers how many had not finished by then. */
export async function finishPurges(ms: number): Promise<number> {
  if (inFlight.size === 0) return 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(inFlight), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  return inFlight.size;
}

/** Keeps a purge under way among those a stopping server lets finish. */
export function track(running: Promise<void>): void {
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
}

export function purgeAfterWrites(purge: (what: Purge) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const { change } = collectingChanges(() => next());
    res.on("finish", () => {
      if (res.statusCode >= 400 || (change.keys.size === 0 && change.paths.size === 0)) return;
      // The administrator works on the site's own address, the one visitors' pages are kept under.
      const origin = `${req.protocol}://${req.get("host") ?? ""}`;
      track(purge({ keys: [...change.keys], urls: [...change.paths].map((path) => `${origin}${path}`) }));
    });
  };
}

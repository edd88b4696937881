// One log line for every request (decision 118): its id, method, path, status and time, and why it was refused.
// The id is the proxy's X-Request-Id when it sends a sensible one, else a new one; it goes back in the response's
// X-Request-Id header, in every error page and in every API error, so a visitor's report finds its line.
import { randomBytes } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/server/log.server";

const sensibleId = /^[\w.:-]{8,64}$/;

/** The path as logged: a shared draft link's token is a secret, so it never reaches the log (decision 162). */
export const loggedPath = (url: string) => (url.split("?")[0] ?? "").replace(/^\/share\/[^/]+/, "/share/…");

export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = performance.now();
  const offered = req.get("x-request-id") ?? "";
  const id = sensibleId.test(offered) ? offered : randomBytes(8).toString("hex");
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  res.once("close", () => {
    const status = res.statusCode;
    const refusal = (res.locals.refusal as string | undefined) ?? undefined;
    log(status >= 500 ? "error" : status >= 400 ? "warn" : "info", "request", {
      id,
      method: req.method,
      path: loggedPath(req.originalUrl),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(refusal ? { refusal } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  next();
}

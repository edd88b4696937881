// Answers the server gives itself, before or instead of a route: a body over its limit, a method a route does not
// handle, a failure of the machine. Each is one log line, never a stack, and a clear message in the form the
// client reads, with the request's id: JSON for the API and scripts, a small page for a browser posting a form.
import type { Request, Response } from "express";

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
  /** Why, for the log line. */
  reason: string;
}

const titles: Record<number, string> = {
  400: "We could not read that",
  401: "Please sign in",
  405: "Not here",
  413: "That is more than we can accept",
  415: "We could not read that",
  503: "Please try again in a moment",
  507: "Nothing was saved",
};

/** A browser's own form post or navigation asks for HTML first; scripts (fetch sends any type) get JSON. */
function wantsPage(req: Request): boolean {
  return !req.path.endsWith(".data") && req.accepts(["json", "html"]) === "html";
}

function escape(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(refusal: Refusal, requestId: string) {
  const title = titles[refusal.status] ?? "We could not do that";
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | Tepore</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5;color:#1c1a17"><p style="font-size:3rem;margin:0">${refusal.status}</p><h1 style="font-size:1.5rem">${escape(title)}</h1><p>${escape(refusal.message)}</p><p><a href="/">Return to Home</a></p><p style="color:#6b645a;font-size:.875rem">Reference: ${escape(requestId)}</p></body></html>`;
}

/** Answers with the refusal; the request's log line (server/request-log.ts) says why. */
export function refuse(req: Request, res: Response, refusal: Refusal) {
  res.locals.refusal = refusal.reason;
  const requestId = String(res.locals.requestId ?? "");
  if (res.headersSent) return void res.end();
  res.status(refusal.status);
  res.setHeader("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value);
  if (wantsPage(req)) res.type("html").send(page(refusal, requestId));
  else res.json({ error: refusal.message, requestId });
}

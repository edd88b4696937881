// The bridge from Express to React Router, in place of @react-router/express: every body is counted against the
// limit of its kind while it streams in (docs/product.md#request-limits), and a failure of the machine (a busy
// database, a full or read-only disk) becomes an answer that says nothing was saved, not a server error.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";

import { bodyLimitFor } from "~/lib/body-limits";
import { withRequestContext } from "~/server/request-context.server";
import { failureAnswers } from "~/server/request-failures.server";

import { type Refusal, refuse } from "./refusals";

type FetchHandler = (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>;

const tooLarge = (limit: number): Refusal => ({
  status: 413,
  message: `That is more than we can accept in one go (at most ${Math.round(limit / 1024).toLocaleString("en-GB")} KB).`,
  reason: `body over its limit of ${limit} bytes`,
});

/**
 * The body as a stream that counts its bytes. Past `limit` the stream fails and the rest of the body is read and
 * dropped as it arrives, holding none of it, so the client still reads the 413 (a reset connection would lose it).
 * Once the answer is sent, whatever the route left unread is dropped the same way.
 */
function countedBody(req: Request, res: Response, limit: number) {
  let received = 0;
  let state: "open" | "over" | "done" = "open";
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (state !== "open") return;
          received += chunk.byteLength;
          if (received > limit) {
            state = "over";
            controller.error(new Error("The body is over its limit."));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.on("end", () => {
          if (state === "open") controller.close();
          state = state === "over" ? "over" : "done";
        });
        req.on("error", (error) => {
          if (state === "open") controller.error(error);
          state = state === "over" ? "over" : "done";
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        if (state === "open") state = "done";
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  res.on("finish", () => {
    if (state === "open") state = "done";
    req.resume();
  });
  return { stream, isOver: () => state === "over" };
}

function toFetchRequest(req: Request, res: Response, body: ReadableStream<Uint8Array> | undefined) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
  return new globalThis.Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
}

/** An API's error answer names the request, as the refusals do: `{ error, requestId }`. */
async function withRequestId(response: globalThis.Response, requestId: string): Promise<globalThis.Response> {
  const json = (response.headers.get("content-type") ?? "").includes("application/json");
  if (response.status < 400 || !json) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const isError = typeof body === "object" && body !== null && !Array.isArray(body) && "error" in body;
  const named = isError ? JSON.stringify({ ...(body as Record<string, unknown>), requestId }) : text;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new globalThis.Response(named, { status: response.status, statusText: response.statusText, headers });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

export function createRequestHandler(
  handle: FetchHandler,
  getLoadContext: (req: Request, res: Response) => AppLoadContext,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const limit = bodyLimitFor(req.method, req.path);
      if (Number(req.get("content-length") ?? 0) > limit) return refuse(req, res, tooLarge(limit));
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : countedBody(req, res, limit);
      const request = toFetchRequest(req, res, body?.stream);
      const requestId = String(res.locals.requestId ?? "");
      const { result, failure, refusal } = await withRequestContext(requestId, () =>
        handle(request, getLoadContext(req, res)),
      );
      if (refusal) res.locals.refusal = refusal;
      if (body?.isOver()) {
        await result.body?.cancel();
        return refuse(req, res, tooLarge(limit));
      }
      if (failure) {
        await result.body?.cancel();
        const { status, message, retryAfter, logged } = failureAnswers[failure];
        return refuse(req, res, { status, message, reason: logged, headers: { "Retry-After": String(retryAfter) } });
      }
      if (result.status >= 400 && !res.locals.refusal && result.status !== 404)
        res.locals.refusal = result.statusText || "refused";
      await send(res, await withRequestId(result, requestId));
    } catch (error) {
      next(error);
    }
  };
}

import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";

import { NonceContext } from "~/lib/nonce";
import { RequestIdContext } from "~/lib/request-id";
import type { RenderHandle } from "~/root";
import { inlineCriticalCss } from "~/server/critical-css.server";
import { logError } from "~/server/log.server";
import { noteMachineFailure } from "~/server/request-failures.server";

export const streamTimeout = 5_000;

/** Whether the page is rendered on the server only (decision 140): then its document is finished here, whole. */
function isServerRendered({ staticHandlerContext, routeModules }: EntryContext) {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as RenderHandle | undefined)?.serverRendered,
  );
}

/**
 * What only a hydrating browser reads: React's marks around each finished Suspense boundary and between adjacent
 * texts, and React Router's mark on each link for its lazy route discovery. A server-rendered page hydrates nothing
 * (decision 140), and on the home page the marks were the bytes over its first round trip (decision 194).
 */
const hydrationMarks = / data-discover="true"|<!--\/?\$-->|<!-- -->/g;

/** A server-rendered page, whole, with the rules it uses in its head (decision 176). */
async function finishedPage(body: PassThrough, status: number, headers: Headers) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString("utf8").replace(hydrationMarks, "");
  return new Response(await inlineCriticalCss(html), { status, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Admin documents only: public pages run no inline code (decision 140) and carry no nonce (decision 111).
  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <RequestIdContext.Provider value={loadContext.requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Every part in place, however large, rather than moved there by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole document at once: the loaders have already run, and lazily loaded parts (the published
        // sections) arrive in place rather than as a fallback that needs a script to swap it (decision 042).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          if (isServerRendered(routerContext)) {
            resolve(finishedPage(body, responseStatusCode, responseHeaders));
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError("Rendering the page failed", error);
        },
      },
    );
  });
}

/**
 * Errors of loaders and actions. A failure of the machine (a busy database, a full disk) is answered by the server
 * with 503 or 507; a request React Router refuses itself (a method a route does not take) is an answer like any
 * other: the server logs each request in one line (server/request-log.ts). Anything else is a bug, logged with its
 * stack and the request's id.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || noteMachineFailure(error) || isRouteErrorResponse(error)) return;
  logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
}

// The Express app the production build exports (Vite's SSR input): security headers, static files and React Router.
import "react-router";

import express from "express";
import { createRequestHandler as createFetchHandler } from "react-router";

import { serveMedia } from "~/server/media/serve-media.server";
export { closeDb } from "~/server/db.server";
export { announce, prepare, StartupProblem } from "~/server/startup.server";
export { trustProxySetting };
export { requestLog } from "./request-log";
export { staticFiles } from "./static-files";
import { cachingHeaders, cdnCachePolicy, isAdminPath } from "./cdn-headers";
import { createPageCache } from "./page-cache";
import { purgeAfterWrites, track } from "./purge-after-writes";
import { createPurger } from "./purger";
export { finishPurges } from "./purge-after-writes";
import { startPageScheduler } from "~/server/pages/scheduler.server";
export { stopPageScheduler } from "~/server/pages/scheduler.server";
import { createRequestHandler } from "./request-handler";
import { privateResponses, sameOriginWrites, securityHeaders } from "./security";
import { trustProxySetting } from "./trust-proxy";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of an admin document; empty on public pages, which run no inline code (decision 140). */
    cspNonce: string;
    /** The request's id (server/request-log.ts). */
    requestId: string;
    /** The visitor's address, for rate limits. */
    clientAddress: string;
  }
}

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting());
app.use(securityHeaders);
app.use(sameOriginWrites);
app.use("/media", serveMedia());
app.use((req, res, next) => (isAdminPath(req.path) ? privateResponses(req, res, next) : next()));
const purge = createPurger();
app.use("/api/admin", purgeAfterWrites(purge));

const build = () => import("virtual:react-router/server-build");
const getLoadContext = (req: express.Request, res: express.Response) => ({
  cspNonce: String(res.locals.cspNonce ?? ""),
  requestId: String(res.locals.requestId ?? ""),
  clientAddress: req.ip ?? "",
});
const handle = cachingHeaders(createFetchHandler(build, process.env.NODE_ENV), cdnCachePolicy());
const pageCache =
  process.env.NODE_ENV === "production"
    ? createPageCache((request, req, res) => handle(request, getLoadContext(req, res)))
    : null;
if (pageCache) {
  app.use("/api/admin", pageCache.clearAfterWrites);
  app.use(pageCache.serve);
}
app.use(createRequestHandler(handle, getLoadContext));

/**
 * Once the database is ready: scheduled page changes are made on time (decision 161). Outside a request there is no
 * site address, so the CDN is purged by the changed pages' keys, which name their addresses too.
 */
export function startSchedules() {
  startPageScheduler((change) => {
    pageCache?.clear();
    track(purge({ keys: [...change.keys], urls: [] }));
  });
}

// Starts the site: the production build (NODE_ENV=production) or Vite in development.
import compression from "compression";
import express from "express";

const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const DEVELOPMENT = process.env.NODE_ENV !== "production";
/** How long requests in flight may finish after SIGTERM or SIGINT before their connections are closed. */
const SHUTDOWN_GRACE_MS = Number.parseInt(process.env.SHUTDOWN_GRACE_MS || "10000", 10);

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  appModule = await viteDevServer.ssrLoadModule("./server/app.ts");
  server.use(appModule.requestLog);
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  appModule = await import("./build/server/index.js");
  // Static files are answered here, before the app: they need its proxy setting too (HTTPS, so HSTS).
  server.set("trust proxy", appModule.trustProxySetting());
  server.use(appModule.requestLog);
  server.use(appModule.staticFiles("build/client"));
  server.use(appModule.app);
}

let prepared;
try {
  prepared = await appModule.prepare();
} catch (error) {
  if (!(error instanceof appModule.StartupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Scheduled page changes that fell due while the server was stopped are made before the first visitor is answered.
appModule.startSchedules();
const listener = server.listen(PORT, () => appModule.announce(PORT, prepared));

/**
 * Stops taking connections, lets the requests in flight finish, closes idle connections at once and every other
 * one after the grace period (a client trickling a body cannot keep the process alive), then closes the database.
 */
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s), then stopping.`);
  appModule.stopPageScheduler();
  listener.close(async () => {
    // The CDN purges a publish started are let finish within the grace period (decision 111).
    const unfinished = await appModule.finishPurges(SHUTDOWN_GRACE_MS);
    if (unfinished > 0)
      console.warn(`${unfinished} CDN purge(s) had not finished; the CDN serves those pages until they expire.`);
    appModule.closeDb();
    process.exit(0);
  });
  listener.closeIdleConnections();
  setTimeout(() => listener.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

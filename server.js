// Starts the site: the production build (NODE_ENV=production) or Vite in development.
import compression from "compression";
import express from "express";

const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const DEVELOPMENT = process.env.NODE_ENV !== "production";

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  appModule = await viteDevServer.ssrLoadModule("./server/app.ts");
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
  server.use(appModule.staticFiles("build/client"));
  server.use(appModule.app);
}

const prepared = await appModule.prepare();
const listener = server.listen(PORT, () => appModule.announce(PORT, prepared));
const stop = () => listener.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

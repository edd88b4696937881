import express from "express";
import { mediaDir } from "./media-files.server";

/**
 * Serves /media/* from DATA_DIR/media (docs/product.md#media). Files are public. Their names are content hashes,
 * so they are cached for a year and never revalidated. Nothing is sniffed, and SVG gets a sandbox
 * policy: opened on its own it cannot run anything (on the site it is only ever shown through <img>).
 * Dot files (staging, the samples marker) are not served; a missing file is a plain 404.
 */
export function serveMedia(): express.Router {
  const router = express.Router();
  router.use(
    express.static(mediaDir(), {
      immutable: true,
      maxAge: "365d",
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders(res, file) {
        res.setHeader("X-Content-Type-Options", "nosniff");
        if (file.endsWith(".svg")) res.setHeader("Content-Security-Policy", "sandbox");
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}

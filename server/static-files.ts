// The browser build and the generated images. Build assets are fingerprinted, so they never change: no revalidation
// headers, and the brotli copy written at build time (decision 042) goes to browsers that accept it. An image address
// of a width no longer rendered is moved to the picture's current rendition (decision 215).
import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";

import express, { type NextFunction, type Request, type Response } from "express";

import { retiredPictures } from "./retired-pictures";
import { fileSecurityHeaders, subresourceHeaders } from "./security";

export function staticFiles(root: string) {
  const router = express.Router();
  // React Router's assets, and the public pages' enhancement modules (decision 140).
  for (const folder of ["/assets", "/enhance"]) {
    router.use(folder, brotliCopies(`${root}${folder}`));
    router.use(
      folder,
      express.static(`${root}${folder}`, {
        immutable: true,
        maxAge: "1y",
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: assetHeaders,
      }),
    );
  }
  router.use("/img", express.static(`${root}/img`, { maxAge: "30d", setHeaders: fileSecurityHeaders }));
  router.use("/img", retiredPictures);
  router.use(express.static(root, { maxAge: "1h", setHeaders: fileSecurityHeaders }));
  return router;
}

/** Points a request for an asset that has a brotli copy at the copy, when the browser accepts brotli. */
function brotliCopies(folder: string) {
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const compressed = new Set(names.filter((name) => name.endsWith(".br")).map((name) => `/${name.slice(0, -3)}`));
  return (req: Request, _res: Response, next: NextFunction) => {
    if (compressed.has(req.url) && req.acceptsEncodings("br") === "br") req.url = `${req.url}.br`;
    next();
  };
}

function assetHeaders(res: Response, path: string) {
  const served = path.endsWith(".br") ? path.slice(0, -3) : path;
  if (/\.(js|css|woff2?)$/.test(served)) subresourceHeaders(res);
  else fileSecurityHeaders(res);
  res.vary("Accept-Encoding");
  if (!path.endsWith(".br")) return;
  res.type(extname(path.slice(0, -3)));
  res.setHeader("Content-Encoding", "br");
}

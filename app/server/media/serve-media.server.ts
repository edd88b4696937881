import { pipeline } from "node:stream/promises";

import express from "express";

import {
  isMediaFileName,
  mediaCacheControl,
  mediaContentType,
  type MediaStore,
  mediaStore,
  type StoredFileBody,
} from "./storage/media-store.server";

/** The headers every served file carries: never sniffed; SVG opened on its own cannot run anything. */
function setSafetyHeaders(res: express.Response, name: string) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (name.endsWith(".svg")) res.setHeader("Content-Security-Policy", "sandbox");
}

/** The folder's files as static files: ETag, Last-Modified and ranges included. */
function serveFolder(folder: string): express.Handler {
  return express.static(folder, {
    immutable: true,
    maxAge: "365d",
    index: false,
    redirect: false,
    dotfiles: "ignore",
    setHeaders: (res, file) => setSafetyHeaders(res, file),
  });
}

/** The file name a request path asks for, or null for anything that cannot be one (folders, dot files, bad escapes). */
function requestedName(requestPath: string): string | null {
  try {
    const name = decodeURIComponent(requestPath.slice(1));
    return isMediaFileName(name) ? name : null;
  } catch {
    return null;
  }
}

/**
 * A bucket's files: redirected to MEDIA_PUBLIC_URL when a CDN serves them (permanently: a name never changes its
 * bytes), else streamed from the bucket with the headers the folder's files get (decision 116).
 */
function serveBucket(store: MediaStore): express.Handler {
  const { publicUrl } = store;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = requestedName(req.path);
    if (!name) return next();
    if (publicUrl) {
      res.setHeader("Cache-Control", mediaCacheControl);
      return res.redirect(301, `${publicUrl}/${encodeURIComponent(name)}`);
    }
    const file = req.method === "HEAD" ? await store.head(name) : await store.get(name);
    if (!file) return next();
    const body = "body" in file ? (file as StoredFileBody).body : null;
    res.setHeader("Content-Type", mediaContentType(name));
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("Cache-Control", mediaCacheControl);
    if (file.etag) res.setHeader("ETag", file.etag);
    setSafetyHeaders(res, name);
    if (!body || (file.etag && req.headers["if-none-match"] === file.etag)) {
      body?.destroy();
      return res.status(body ? 304 : 200).end();
    }
    // A visitor who leaves mid-file ends the bucket's stream too.
    await pipeline(body, res).catch(() => res.destroy());
  };
}

/**
 * Serves /media/* (docs/product.md#media) from wherever the library keeps its files (mediaStore). Files are public.
 * Their names are content hashes, so they are cached for a year and never revalidated. Nothing is sniffed, and SVG
 * gets a sandbox policy: opened on its own it cannot run anything (on the site it is only ever shown through <img>).
 * Dot files (staging, the samples marker) are not served; a missing file is a plain 404.
 */
export function serveMedia(): express.Router {
  const router = express.Router();
  let served: { store: MediaStore; handler: express.Handler } | undefined;
  router.use((req, res, next) => {
    const store = mediaStore();
    if (served?.store !== store)
      served = { store, handler: store.folder ? serveFolder(store.folder) : serveBucket(store) };
    return served.handler(req, res, next);
  });
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}

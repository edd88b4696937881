// Old addresses of the site's own pictures: a width no longer rendered has no file, and its last file showed an older
// version of the scene, so a visitor with an old link (an image search, a shared link) is sent to the picture's
// current rendition instead of a 404 (decision 215).
import type { NextFunction, Request, Response } from "express";

import { pictureAtUrl } from "~/content/image-url";
import { currentImageUrl } from "~/content/picture";

import { fileSecurityHeaders } from "./security";

/** As long as the pictures' own files are kept (static-files.ts), so a changed mapping reaches browsers as soon. */
const CACHE_CONTROL = "public, max-age=2592000";

/**
 * Answers 301 to the current rendition for a `/img/{id}-{width}.{avif|webp}` of one of the site's pictures whose file
 * is missing; any other address goes on to the site's 404. Mounted after the static images, so it runs only for an
 * address with no file.
 */
export function retiredPictures(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = `${req.baseUrl}${req.path}`;
  const current = currentImageUrl(url, pictureAtUrl(url));
  if (current === url) return next();
  fileSecurityHeaders(res);
  res.setHeader("Cache-Control", CACHE_CONTROL);
  res.redirect(301, current);
}

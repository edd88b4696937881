import type { MediaItem } from "~/lib/media/media-item";

import { AdminApiError } from "../admin-fetch";
import { setAuthFlag } from "../auth-flag";

interface UploadOptions {
  /** 0 to 1 as the bytes leave the browser; 1 means the server is now making the variants. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * POSTs images to /api/admin/media with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Resolves with the new items; rejects with the server's message as an AdminApiError,
 * or with an AbortError when `signal` aborts. A 401 clears the guard flag and returns to /admin, as adminFetch does.
 */
export function uploadMediaFiles(files: readonly File[], { onProgress, signal }: UploadOptions): Promise<MediaItem[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const body = (request.response ?? {}) as { media?: MediaItem[]; error?: string };
      if (request.status === 401) {
        setAuthFlag(false);
        window.location.replace("/admin");
      }
      if (request.status === 201 && body.media) resolve(body.media);
      else reject(new AdminApiError(body.error ?? "Something went wrong. Please try again.", request.status, body));
    };
    request.onerror = () =>
      reject(new AdminApiError("The server could not be reached. Check the connection and try again.", 0, {}));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    for (const file of files) form.append("file", file);
    request.send(form);
  });
}

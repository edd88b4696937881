import { maxUploadBytes, maxUploadFiles, maxUploadLabel } from "~/lib/media/media-item";
import { UploadRefused } from "./add-media.server";

/** The largest body one upload may have: every file at its limit, with a tenth more for the form's framing. */
export const maxUploadBodyBytes = maxUploadFiles * maxUploadBytes * 1.1;

const tooLarge = () =>
  new UploadRefused(
    `That upload is too large: send at most ${maxUploadFiles} images of up to ${maxUploadLabel} each.`,
    413,
  );

/**
 * Passes the body through while counting it, and fails it once it passes `maxBytes`: a body sent without a
 * Content-Length (chunked) is stopped as soon as it is too long, not after it has all been buffered.
 */
function limitBody(request: Request, maxBytes: number, onOverflow: () => void): Request {
  if (!request.body) return request;
  let received = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received <= maxBytes) return controller.enqueue(chunk);
      onOverflow();
      controller.error(new Error("The upload is larger than allowed."));
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(counter),
    duplex: "half",
  } as RequestInit);
}

/**
 * The files of a multipart upload (field `file`, repeated for several). A declared Content-Length over
 * the limit is refused before anything is read; a body that breaks off (the browser went away, the
 * network dropped) is refused too, and as nothing has been written yet, nothing is kept.
 */
export async function readUploadFiles(request: Request): Promise<File[]> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxUploadBodyBytes) throw tooLarge();
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new UploadRefused('Please send the images as a multipart form, each in a field named "file".', 415);
  }
  let overflowed = false;
  let form: FormData;
  try {
    form = await limitBody(request, maxUploadBodyBytes, () => (overflowed = true)).formData();
  } catch {
    if (overflowed) throw tooLarge();
    throw new UploadRefused("The upload did not arrive complete. Please try again.", 400);
  }
  return form.getAll("file").filter((value): value is File => typeof value !== "string");
}

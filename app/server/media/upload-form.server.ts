import { bodyLimits } from "~/lib/body-limits";
import { readBytes } from "~/lib/http";
import { maxUploadLabel, maxUploadRequestBytes } from "~/lib/media/media-item";

import { type IncomingImage, UploadRefused } from "./add-media.server";

const uploadMessages = {
  tooLarge: `That upload is too large: send images of up to ${maxUploadLabel} each, at most ${maxUploadRequestBytes / 1024 / 1024} MB in one request.`,
  unreadable: "The upload did not arrive complete. Please try again.",
};

/**
 * The files of a multipart upload (field `file`, repeated for several), each with its name and bytes. The body is counted as it arrives
 * and refused (413) once it passes the limit, with or without a Content-Length; a body that breaks off
 * (the browser went away, the network dropped) is refused too, and as nothing has been written yet,
 * nothing is kept.
 */
export async function readUploadFiles(request: Request): Promise<IncomingImage[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new UploadRefused('Please send the images as a multipart form, each in a field named "file".', 415);
  }
  const bytes = await readBytes(request, bodyLimits.upload, uploadMessages);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new UploadRefused(uploadMessages.unreadable, 400);
  }
  const files = form.getAll("file").filter((value): value is File => typeof value !== "string");
  // One copy of each file, taken one at a time: the form's own copies can go as soon as this returns.
  const images: IncomingImage[] = [];
  for (const file of files) images.push({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  return images;
}

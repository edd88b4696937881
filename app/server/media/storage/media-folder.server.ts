import path from "node:path";

import { dataDir } from "../../db.server";

/** The media folder's name inside DATA_DIR. */
export const mediaFolderName = "media";

/**
 * DATA_DIR/media: the uploaded images and their variants when they are kept on this machine (the default), and in
 * every case the staging of uploads in progress (`.staging`) and the samples' marker.
 */
export function mediaDir(): string {
  return path.join(dataDir(), mediaFolderName);
}

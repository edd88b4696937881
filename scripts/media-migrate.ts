/**
 * Copies the media library kept in DATA_DIR/media into the bucket the S3_* variables name (decision 116; README
 * "Media on object storage"). Run it with the server's environment before starting the server with S3_BUCKET set.
 * It can run again at any time: files already there with the same size are skipped. The folder is left as it is.
 *
 *   npm run media:migrate
 */
import { LocalMediaStore } from "../app/server/media/storage/local-media-store.server";
import { mediaDir } from "../app/server/media/storage/media-folder.server";
import { mediaStore } from "../app/server/media/storage/media-store.server";
import { migrateMedia } from "../app/server/media/storage/migrate-media.server";
import { StartupProblem } from "../app/server/startup-problem.server";

async function main() {
  const target = mediaStore();
  if (target.folder !== null) {
    console.error(
      "Set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys it needs) to the bucket to copy the media into.",
    );
    return 2;
  }
  const source = new LocalMediaStore(mediaDir());
  console.log(`Copying the media of ${source.location} into ${target.location}…`);
  const { copied, alreadyThere, failed } = await migrateMedia(source, target);
  console.log(`Copied ${copied.length} file(s), each checked for its size; ${alreadyThere.length} already there.`);
  for (const { name, reason } of failed) console.error(`Not copied: ${name}: ${reason}`);
  if (failed.length === 0) return 0;
  console.error(`${failed.length} file(s) failed; run it again to copy them once the cause is fixed.`);
  return 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof StartupProblem ? error.message : error);
    process.exitCode = 1;
  },
);

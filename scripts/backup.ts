/**
 * Writes one archive of the site's data (the database and the pictures it names) while the site runs. Decision
 * 110; README "Backups".
 *
 *   npm run backup                 into backups/tepore-YYYY-MM-DD-HHMMSS.tar.gz (UTC)
 *   npm run backup -- FILE         into FILE (never over an existing file)
 *
 * DATA_DIR says where the data is (default ./data), as for the server.
 */
import { describeCounts } from "../app/server/backup/backup-contents.server";
import { createBackup, defaultBackupFile } from "../app/server/backup/create-backup.server";
import { dataDir } from "../app/server/db.server";
import { runBackupCommand } from "./backup-command";

const usage = "Usage: npm run backup [-- FILE]   (default backups/tepore-YYYY-MM-DD-HHMMSS.tar.gz; DATA_DIR is read)";

runBackupCommand(usage, [], async ([file = defaultBackupFile()]) => {
  const manifest = await createBackup(file);
  console.log(`Backed up ${dataDir()} into ${file}: ${describeCounts(manifest.counts)}.`);
  if (manifest.missingMedia.length > 0) {
    console.warn(
      `${manifest.missingMedia.length} media file(s) the database names were not on the disk, so not in the archive: ${manifest.missingMedia.join(", ")}`,
    );
  }
});

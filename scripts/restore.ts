/**
 * Restores an archive written by `npm run backup` into DATA_DIR (default ./data). Decision 110; README "Backups".
 *
 *   npm run restore -- FILE            into an empty (or absent) DATA_DIR
 *   npm run restore -- FILE --force    replacing the database and media of a DATA_DIR that has them
 *
 * The archive is checked whole (its database opens and passes SQLite's integrity check, every picture it names is
 * in it) before anything is written. Stop the server first: a database it has open is never replaced.
 */
import { describeCounts } from "../app/server/backup/backup-contents.server";
import { restoreBackup } from "../app/server/backup/restore-backup.server";
import { dataDir } from "../app/server/db.server";
import { runBackupCommand } from "./backup-command";

const usage = "Usage: npm run restore -- FILE [--force]   (DATA_DIR is read; --force replaces what it holds)";

runBackupCommand(usage, ["--force"], async ([file], flags) => {
  if (!file) {
    console.error(`Name the backup to restore.\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const counts = await restoreBackup(file, { force: flags.has("--force") });
  console.log(`Restored ${file} into ${dataDir()}: ${describeCounts(counts)}.`);
});

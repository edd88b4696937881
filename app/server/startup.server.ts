import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { ensureAdminPassword } from "./admin-password.server";
import { seedCatalogue } from "./catalogue/catalogue.server";
import { dataDir, getDb } from "./db.server";
import { purgeMediaTrash } from "./media/media-trash.server";
import { reconcileMediaAtStart } from "./media/reconcile-media.server";
import { ensureSampleMedia } from "./media/sample-media.server";
import { mediaStore } from "./media/storage/media-store.server";
import { purgePageTrash } from "./pages/trash.server";
import { StartupProblem } from "./startup-problem.server";
export { StartupProblem };

export interface Prepared {
  /** The admin password generated on this first start, to print once; null otherwise. */
  generatedPassword: string | null;
}

/**
 * Before the server listens: the database is migrated, the first admin password set, the media folder
 * brought in line with the database (after a crash), the media library seeded.
 */
export async function prepare(): Promise<Prepared> {
  ensureWritableDataDir();
  getDb();
  // The catalogue is seeded from the brand's module on first start, published as seeded.
  seedCatalogue();
  const generatedPassword = await ensureAdminPassword();
  await reconcileMediaAtStart();
  // Pages trashed over 30 days ago are deleted for good, then the images nothing shows any more (docs/product.md#trash).
  purgePageTrash();
  await purgeMediaTrash();
  // docs/product.md#entities: a new, empty library starts with three samples, before any request can upload first.
  await ensureSampleMedia();
  return { generatedPassword };
}

/** The data folder must take writes before anything else: a read-only one is said plainly, not met as EROFS later. */
function ensureWritableDataDir() {
  const folder = dataDir();
  try {
    mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const code = error && typeof error === "object" && "code" in error ? ` (${String(error.code)})` : "";
    throw new StartupProblem(
      `The data folder ${folder} cannot be written to${code}. Make it writable for this user, or set DATA_DIR to a folder that is.`,
    );
  }
}

/** What the server prints once it listens. */
export function announce(port: number, { generatedPassword }: Prepared): void {
  const url = `http://localhost:${port}`;
  console.log(`Tepore is running at ${url}`);
  console.log(`Admin: ${url}/admin`);
  console.log(`Data folder: ${dataDir()}`);
  if (mediaStore().folder === null) console.log(`Media: ${mediaStore().location}`);
  if (generatedPassword) {
    console.log(`Admin password (generated on this first start; it is not shown again): ${generatedPassword}`);
    console.log("Change it under Admin > Settings > Security, or set ADMIN_PASSWORD before the first start.");
  }
}

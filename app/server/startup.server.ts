import { ensureAdminPassword } from "./admin-password.server";
import { seedCatalogue } from "./catalogue/catalogue.server";
import { dataDir, getDb } from "./db.server";
import { ensureSampleMedia } from "./media/sample-media.server";

export interface Prepared {
  /** The admin password generated on this first start, to print once; null otherwise. */
  generatedPassword: string | null;
}

/** Before the server listens: the database is migrated, the first admin password set, the media library seeded. */
export async function prepare(): Promise<Prepared> {
  getDb();
  // The catalogue is seeded from the brand's module on first start, published as seeded.
  seedCatalogue();
  const generatedPassword = await ensureAdminPassword();
  // docs/product.md#entities: a new, empty library starts with three samples, before any request can upload first.
  await ensureSampleMedia();
  return { generatedPassword };
}

/** What the server prints once it listens. */
export function announce(port: number, { generatedPassword }: Prepared): void {
  const url = `http://localhost:${port}`;
  console.log(`Tepore is running at ${url}`);
  console.log(`Admin: ${url}/admin`);
  console.log(`Data folder: ${dataDir()}`);
  if (generatedPassword) {
    console.log(`Admin password (generated on this first start; it is not shown again): ${generatedPassword}`);
    console.log("Change it under Admin > Settings > Security, or set ADMIN_PASSWORD before the first start.");
  }
}

import { ensureAdminPassword } from "./admin-password.server";
import { dataDir, getDb } from "./db.server";

/** Opens and migrates the database, sets the first admin password, and prints where to go. */
export async function startUp(port: number): Promise<void> {
  getDb();
  const generated = await ensureAdminPassword();
  const url = `http://localhost:${port}`;
  console.log(`Tepore is running at ${url}`);
  console.log(`Admin: ${url}/admin`);
  console.log(`Data folder: ${dataDir()}`);
  if (generated) {
    console.log(`Admin password (generated on this first start; it is not shown again): ${generated}`);
    console.log("Change it under Admin > Settings > Security, or set ADMIN_PASSWORD before the first start.");
  }
}

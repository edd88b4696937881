import { eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { generatePassword, hashPassword } from "./password.server";
import { settings } from "./schema.server";

const key = "adminPasswordHash";

export function adminPasswordHash(): string | undefined {
  return getDb().select().from(settings).where(eq(settings.key, key)).get()?.value;
}

export function setAdminPasswordHash(hash: string): void {
  getDb()
    .insert(settings)
    .values({ key, value: hash })
    .onConflictDoUpdate({ target: settings.key, set: { value: hash } })
    .run();
}

/**
 * On the first start, sets the admin password from ADMIN_PASSWORD, or generates one.
 * Returns the generated password (to print once), or null when none was generated.
 */
export async function ensureAdminPassword(): Promise<string | null> {
  if (adminPasswordHash()) return null;
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  const password = fromEnvironment || generatePassword();
  setAdminPasswordHash(await hashPassword(password));
  return fromEnvironment ? null : password;
}

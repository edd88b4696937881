import { eq } from "drizzle-orm";

import { minimumPasswordLength } from "~/lib/password-policy";

import { getDb } from "./db.server";
import { generatePassword, hashPassword } from "./password.server";
import { settings } from "./schema.server";
import { StartupProblem } from "./startup-problem.server";

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
 * On the first start, sets the admin password from ADMIN_PASSWORD, or generates one (20 characters).
 * Returns the generated password (to print once), or null when none was generated. A too-short
 * ADMIN_PASSWORD stops the start with a message rather than leave the site behind a weak password.
 */
export async function ensureAdminPassword(): Promise<string | null> {
  if (adminPasswordHash()) return null;
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment && fromEnvironment.length < minimumPasswordLength) {
    throw new StartupProblem(
      `ADMIN_PASSWORD is ${fromEnvironment.length} characters long; the admin password needs at least ${minimumPasswordLength}. Choose a longer one, or leave ADMIN_PASSWORD unset to have one generated.`,
    );
  }
  const password = fromEnvironment || generatePassword();
  setAdminPasswordHash(await hashPassword(password));
  return fromEnvironment ? null : password;
}

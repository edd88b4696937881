import { json } from "~/lib/http";

import { currentSession } from "./session.server";

/** Message of the 401 every admin read and write answers without a valid session. */
const signInRequired = "Please sign in again.";

/**
 * The session of an admin request; without one, throws a 401 that the browser answers by clearing
 * isAdminAuthenticated and returning to /admin (docs/product.md#sign-in).
 */
export function requireAdmin(request: Request): string {
  const session = currentSession(request);
  if (!session) throw json({ error: signInRequired }, 401);
  return session;
}

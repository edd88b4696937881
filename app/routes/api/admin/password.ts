import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { loginMessages } from "~/lib/login-rules";
import { passwordChangeProblem, passwordChangeSchema, wrongCurrentPassword } from "~/lib/settings/password-change";
import { setAdminPasswordHash } from "~/server/admin-password.server";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { attemptLogin } from "~/server/login.server";
import { hashPassword } from "~/server/password.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";
import { destroyOtherSessions } from "~/server/session.server";

import type { Route } from "./+types/password";

/**
 * POST /api/admin/password: changes the admin password. The current one is checked like a sign-in, so
 * guesses through a forgotten open session count towards the same lockout; every other session ends
 * (docs/product.md#sign-in). Refusals are 400/429, never 401, which would sign this browser out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = passwordChangeSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "The request could not be read." }, 400);
  const problem = passwordChangeProblem(parsed.data);
  if (problem) return json({ error: problem.description, ...problem }, 400);

  const outcome = await attemptLogin(parsed.data.currentPassword, context.clientAddress);
  if (outcome === "locked") return json({ error: loginMessages.locked, title: "Too Many Attempts" }, 429);
  if (outcome === "wrong") return json({ error: wrongCurrentPassword.description, ...wrongCurrentPassword }, 400);

  const hash = await hashPassword(parsed.data.newPassword);
  getDb().transaction(() => {
    setAdminPasswordHash(hash);
    destroyOtherSessions(session);
  });
  return json({ ok: true });
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");

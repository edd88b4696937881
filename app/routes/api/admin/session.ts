import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { loginMessages } from "~/lib/login-rules";
import { z } from "~/lib/zod";
import { attemptLogin } from "~/server/login.server";
import { methodNotAllowed, methodsOnly } from "~/server/route-methods.server";
import { createSession, destroySession } from "~/server/session.server";

import type { Route } from "./+types/session";

const loginSchema = z.object({ password: z.string().max(1024) });

/** POST signs in with the admin password; DELETE signs out (docs/product.md#sign-in). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    return json({ ok: true }, 200, { "Set-Cookie": destroySession(request) });
  }
  if (request.method !== "POST") return methodNotAllowed("POST, DELETE");
  const parsed = loginSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "Please enter the password." }, 400);
  const outcome = await attemptLogin(parsed.data.password, context.clientAddress);
  if (outcome === "locked") return json({ error: loginMessages.locked }, 429, { "Retry-After": "900" });
  if (outcome === "wrong") return json({ error: loginMessages.wrong }, 401);
  return json({ ok: true }, 200, { "Set-Cookie": createSession(request) });
}

/** Signing in and out are the only methods. */
export const loader = methodsOnly("POST, DELETE");

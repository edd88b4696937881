import { json } from "~/lib/http";

import { requireAdmin } from "./auth.server";

/** 405, naming the methods the address does take. */
export function methodNotAllowed(allow: string): Response {
  return json({ error: "Method not allowed." }, 405, { Allow: allow });
}

/**
 * The handler of the methods an admin address does not take: 401 without a session, so nothing about the
 * admin is told to a stranger, else 405 with the methods it takes (never a server error, never a stack in the log).
 */
export const adminMethodsOnly =
  (allow: string) =>
  ({ request }: { request: Request }) => {
    requireAdmin(request);
    return methodNotAllowed(allow);
  };

/** The handler of the methods a public address does not take. */
export const methodsOnly = (allow: string) => () => methodNotAllowed(allow);

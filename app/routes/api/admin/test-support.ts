// Helpers for the admin API tests: call a route module's loader or action the way React Router does.
import { createSession } from "~/server/session.server";

/** The Cookie header of a fresh admin session. */
export function signedInCookie(): string {
  return createSession(new Request("http://localhost/admin")).split(";")[0]!;
}

export function adminRequest(path: string, init: { method?: string; json?: unknown; cookie?: string | null } = {}) {
  const { method = "GET", json, cookie = signedInCookie() } = init;
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** Runs a loader or action; a thrown Response (such as requireAdmin's 401) is returned like a returned one. */
export async function call(
  handler: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
  clientAddress = "203.0.113.50",
): Promise<Response> {
  try {
    return (await handler({ request, params, context: { cspNonce: "", clientAddress } } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

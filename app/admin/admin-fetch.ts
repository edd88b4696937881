import { setAuthFlag } from "./auth-flag";

/** Thrown for any admin API answer that is not OK; `message` is the server's text, ready to show. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Calls an admin API with JSON. A 401 means the session is gone: the guard flag is cleared and the
 * browser returns to /admin (docs/product.md#sign-in).
 */
export async function adminFetch<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: json === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401) {
    setAuthFlag(false);
    window.location.replace("/admin");
  }
  if (!response.ok) {
    throw new AdminApiError(String(body.error ?? "Something went wrong. Please try again."), response.status, body);
  }
  return body as T;
}

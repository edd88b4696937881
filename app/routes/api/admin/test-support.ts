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

/** One line of a quote request, as the quote form stores it. */
export const quoteLineFixture = {
  modelId: "retto-horizontal",
  modelName: "Retto Horizontal",
  sizeCode: "RH-600-1000",
  sizeLabel: "600 × 1,000 × 72 mm",
  finishId: "anthracite",
  finishName: "Anthracite (RAL 7016)",
  quantity: 2,
  room: "Living room",
  valves: "Thermostatic valves (Chrome)",
  connection: "Bottom, opposite ends",
  brackets: "Wall brackets",
  heating: "",
  guidePrice: 1010,
};

/** A buyer's phone, postcode and install date, as a checked quote holds them. */
export const quoteDetailsFixture = { phone: "07700 900123", postcode: "SW1A 1AA", installDate: "" };

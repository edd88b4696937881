import { json } from "~/lib/http";
import { readiness } from "~/server/health.server";
import { methodsOnly } from "~/server/route-methods.server";

/**
 * GET /readyz: the database answers a query, the data folder is writable and the media store answers (200), or
 * which is failing (503).
 */
export async function loader() {
  const state = await readiness();
  return json(state, state.ready ? 200 : 503, { "Cache-Control": "no-store" });
}

/** Read only. */
export const action = methodsOnly("GET, HEAD");

import { json } from "~/lib/http";
import { methodsOnly } from "~/server/route-methods.server";

/** GET /healthz: the process answers (for a load balancer's liveness check). Never cached. */
export function loader() {
  return json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
}

/** Read only. */
export const action = methodsOnly("GET, HEAD");

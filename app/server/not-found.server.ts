import { data } from "react-router";

/** Logs the missing path (SPEC §2) and answers 404, so search engines never index it (PRODUCT.md D8). */
export function notFound(request: Request): never {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw data(null, { status: 404 });
}

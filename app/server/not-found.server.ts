import { data } from "react-router";

/** Logs the missing path (docs/product.md#routes) and answers 404, so search engines never index it (docs/product.md#search-and-sharing). */
export function notFound(request: Request): never {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw data(null, { status: 404 });
}

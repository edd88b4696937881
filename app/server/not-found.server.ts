import { data } from "react-router";

import { redirectFor } from "./redirects.server";

/**
 * What a path no page answers gets: the redirect set for it, if any (docs/product.md#redirects), else its path is
 * logged with the request (docs/product.md#routes, server/request-log.ts) and it answers 404, so search engines never index it
 * (docs/product.md#search-and-sharing).
 */
export function notFound(request: Request): never {
  const url = new URL(request.url);
  const redirect = redirectFor(url);
  if (redirect) throw new Response(null, { status: redirect.status, headers: { Location: redirect.location } });
  throw data(null, { status: 404 });
}

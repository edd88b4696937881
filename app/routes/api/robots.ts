import { methodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/robots";

/** robots.txt: everything public may be indexed; the admin area and the API may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Read only. */
export const action = methodsOnly("GET, HEAD");

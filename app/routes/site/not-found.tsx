import { notFound } from "~/server/not-found.server";

import type { Route } from "./+types/not-found";

/** Any path no other route matches. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function NotFoundRoute() {
  return null;
}

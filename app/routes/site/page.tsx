import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/page";

/** /:slug. Built-in slugs have their own routes; stored pages arrive with the page builder. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function ContentPage() {
  return null;
}

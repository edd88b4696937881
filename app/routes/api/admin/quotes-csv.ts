import { requireAdmin } from "~/server/auth.server";
import { quotesCsv } from "~/server/quotes-csv.server";
import { listQuotes } from "~/server/quotes.server";
import { adminMethodsOnly } from "~/server/route-methods.server";
import type { Route } from "./+types/quotes-csv";

/** GET /api/admin/quotes.csv: every quote line as a spreadsheet, downloaded as quotes-YYYY-MM-DD.csv. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(quotesCsv(listQuotes()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="quotes-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");

import { requireAdmin } from "~/server/auth.server";
import { csvDownload } from "~/server/csv-download.server";
import { listQuotes } from "~/server/quotes.server";
import { quotesCsv } from "~/server/quotes-csv.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/quotes-csv";

/** GET /api/admin/quotes.csv: every quote line as a spreadsheet, downloaded as quotes-YYYY-MM-DD.csv. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return csvDownload("quotes", quotesCsv(listQuotes()));
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");

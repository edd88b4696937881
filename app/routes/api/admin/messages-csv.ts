import { requireAdmin } from "~/server/auth.server";
import { csvDownload } from "~/server/csv-download.server";
import { listMessages } from "~/server/messages.server";
import { messagesCsv } from "~/server/messages-csv.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/messages-csv";

/** GET /api/admin/messages.csv: every contact message, archived too, downloaded as messages-YYYY-MM-DD.csv. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return csvDownload("messages", messagesCsv(listMessages()));
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");

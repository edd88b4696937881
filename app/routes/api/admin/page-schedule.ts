/**
 * /api/admin/pages/:slug/schedule: publishing and unpublishing at a chosen UK time (decision 161). In the URL the home
 * page's empty slug is `_home`. Every request needs an admin session (401); unknown slugs answer 404.
 *
 * GET                           → 200 { schedules } the pending changes, soonest first, then the last that happened.
 * POST { action, date, time }   → 200 { schedules } schedules `action` ("publish" or "unpublish") at the UK date
 *                                 (YYYY-MM-DD) and time (HH:MM), replacing the pending one of that kind. 400 { error }
 *                                 for a time in the past, one the clocks skip, an unpublish before the publish or of a
 *                                 page that is not published; 403 { error } to unpublish a standard page.
 * DELETE { action }             → 200 { schedules } cancels the pending change of that kind.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { type PageSchedule, scheduleActions, scheduleRequestSchema } from "~/lib/page-schedule";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { rescheduleTimer } from "~/server/pages/scheduler.server";
import { cancelPageChange, pageSchedulesOf, schedulePageChange } from "~/server/pages/schedules.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-schedule";

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  return answering(() => json({ schedules: pageSchedulesOf(slugFromUrl(params.slug)) }));
}

/** Answers a change of the page's schedule with its schedules, the timer set again for the next one. */
function rescheduled(change: () => PageSchedule[]) {
  return answering(() => {
    const schedules = change();
    rescheduleTimer();
    return json({ schedules });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const slug = slugFromUrl(params.slug);
  if (request.method === "POST") {
    const schedule = await readValid(request, scheduleRequestSchema, bodyLimits.adminChange);
    return rescheduled(() => schedulePageChange(slug, schedule));
  }
  if (request.method === "DELETE") {
    const { action } = await readValid(request, z.object({ action: z.enum(scheduleActions) }), bodyLimits.adminChange);
    return rescheduled(() => cancelPageChange(slug, action));
  }
  return methodNotAllowed("GET, POST, DELETE");
}

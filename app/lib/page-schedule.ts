/**
 * Scheduled publishing and unpublishing (decision 161): what the builder sends, what the server keeps, and the rules
 * a chosen time must meet, shared by the browser (messages beside the fields) and the server (the authority).
 */
import { z } from "~/lib/zod";

import { formatUkTime, ukInstant } from "./uk-time";

export const scheduleActions = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof scheduleActions)[number];

/** A scheduled change as the admin API answers it. */
export interface PageSchedule {
  action: ScheduleAction;
  /** ISO 8601, UTC. */
  dueAt: string;
  status: "pending" | "done" | "failed";
  doneAt: string | null;
  outcome: string | null;
}

/** What the builder sends: a UK date and time (the time to the minute; seconds are taken too). */
export const scheduleRequestSchema = z.object({
  action: z.enum(scheduleActions),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date."),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Choose a time."),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

export const scheduleMessages = {
  noSuchTime:
    "That time does not exist in the UK: the clocks go forward from 1:00 to 2:00 that night. Choose another time.",
  past: "Choose a time in the future (UK time).",
  tooFar: "Choose a time within the next year.",
  standardUnpublish: "Standard pages cannot be unpublished, so they cannot be unpublished on a schedule either.",
  notPublished: "This page is not published. Schedule a publish first, or publish it now.",
  unpublishBeforePublish: "The unpublish time must be after the publish time.",
} as const;

const yearMs = 366 * 24 * 3_600_000;

export interface ScheduleContext {
  now: Date;
  isStandard: boolean;
  isPublished: boolean;
  /** The pending changes of the page, the one being replaced included. */
  pending: readonly Pick<PageSchedule, "action" | "dueAt">[];
}

/** The instant a request names, or the message that says why it cannot be scheduled. */
export function scheduleProblem(
  request: ScheduleRequest,
  { now, isStandard, isPublished, pending }: ScheduleContext,
): { dueAt: string } | { problem: string } {
  const instant = ukInstant(request.date, request.time);
  if (!instant) return { problem: scheduleMessages.noSuchTime };
  if (instant.getTime() <= now.getTime()) return { problem: scheduleMessages.past };
  if (instant.getTime() - now.getTime() > yearMs) return { problem: scheduleMessages.tooFar };
  const publish = pending.find((change) => change.action === "publish");
  const unpublish = pending.find((change) => change.action === "unpublish");
  if (request.action === "unpublish") {
    if (isStandard) return { problem: scheduleMessages.standardUnpublish };
    if (!isPublished && !publish) return { problem: scheduleMessages.notPublished };
    if (publish && instant.getTime() <= Date.parse(publish.dueAt))
      return { problem: scheduleMessages.unpublishBeforePublish };
  } else if (unpublish && instant.getTime() >= Date.parse(unpublish.dueAt)) {
    return { problem: scheduleMessages.unpublishBeforePublish };
  }
  return { dueAt: instant.toISOString() };
}

/** 'Publishes Thu, 26 Nov 2026, 09:00 GMT', or once it happened 'Published on schedule …' / 'Not published at …: why'. */
export function scheduleLine(change: PageSchedule): string {
  const verb = change.action === "publish" ? "Publish" : "Unpublish";
  if (change.status === "pending") return `${verb}es ${formatUkTime(change.dueAt)}`;
  if (change.status === "done") return `${verb}ed on schedule ${formatUkTime(change.doneAt ?? change.dueAt)}`;
  return `Not ${verb.toLowerCase()}ed at ${formatUkTime(change.dueAt)}: ${change.outcome ?? "it could not be done."}`;
}

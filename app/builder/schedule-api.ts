/** The admin API of scheduled changes and shared draft links (decisions 161, 162), for the builder. */
import { adminFetch } from "~/admin/admin-fetch";
import type { PageSchedule, ScheduleAction, ScheduleRequest } from "~/lib/page-schedule";
import type { PageShare } from "~/lib/page-share";
import { slugInUrl } from "~/lib/page-url";

const base = (slug: string) => `/api/admin/pages/${slugInUrl(slug)}`;

export async function fetchSchedules(slug: string): Promise<PageSchedule[]> {
  return (await adminFetch<{ schedules: PageSchedule[] }>(`${base(slug)}/schedule`)).schedules;
}

export async function scheduleChange(slug: string, request: ScheduleRequest): Promise<PageSchedule[]> {
  const answer = await adminFetch<{ schedules: PageSchedule[] }>(`${base(slug)}/schedule`, {
    method: "POST",
    json: request,
  });
  return answer.schedules;
}

export async function cancelChange(slug: string, action: ScheduleAction): Promise<PageSchedule[]> {
  const answer = await adminFetch<{ schedules: PageSchedule[] }>(`${base(slug)}/schedule`, {
    method: "DELETE",
    json: { action },
  });
  return answer.schedules;
}

export async function fetchShare(slug: string): Promise<PageShare | null> {
  return (await adminFetch<{ share: PageShare | null }>(`${base(slug)}/share`)).share;
}

export function createShare(slug: string, days: number): Promise<{ share: PageShare; path: string }> {
  return adminFetch(`${base(slug)}/share`, { method: "POST", json: { days } });
}

export async function revokeShare(slug: string): Promise<void> {
  await adminFetch(`${base(slug)}/share`, { method: "DELETE" });
}

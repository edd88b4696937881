import { CalendarClock, Share2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";

import type { PageSummary } from "~/lib/page-model";
import { type PageSchedule, type ScheduleAction, scheduleLine } from "~/lib/page-schedule";
import { Button } from "~/ui/button";
import { openAs } from "~/ui/dialog";

import { cancelChange, fetchSchedules, scheduleChange } from "./schedule-api";
import { ScheduleDialog } from "./schedule-dialog";
import { ShareDialog } from "./share-dialog";

/**
 * Below the page-info bar: what is scheduled for the page, and 'Schedule' and 'Share draft' (decisions 161, 162).
 * The list is read again whenever the window comes back into view, so a change made on time shows.
 */
export function ScheduleAndShare({ page }: { page: PageSummary }) {
  const [schedules, setSchedules] = useState<PageSchedule[]>([]);
  const [dialog, setDialog] = useState<"schedule" | "share" | null>(null);
  const { slug } = page;

  const reload = useCallback(() => {
    fetchSchedules(slug).then(setSchedules, () => undefined);
  }, [slug]);
  useEffect(() => {
    reload();
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload, page.isPublished, page.status]);

  const schedule = async (action: ScheduleAction, date: string, time: string) => {
    const next = await scheduleChange(slug, { action, date, time });
    setSchedules(next);
    const made = next.find((change) => change.action === action && change.status === "pending");
    toast.success(action === "publish" ? "Publish scheduled" : "Unpublish scheduled", {
      description: made && scheduleLine(made),
    });
  };
  const cancel = async (action: ScheduleAction) => {
    setSchedules(await cancelChange(slug, action));
    toast.success(action === "publish" ? "Scheduled publish cancelled" : "Scheduled unpublish cancelled");
  };

  const pending = schedules.filter((change) => change.status === "pending");
  return (
    <section
      aria-label="Schedule and share"
      className="flex flex-col gap-3 rounded-lg border border-ink/10 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <ul className="text-sm text-ink-soft" data-testid="page-schedule">
        {pending.length === 0 ? (
          <li className="text-muted">Nothing scheduled.</li>
        ) : (
          pending.map((change) => (
            <li key={change.action} className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0 text-bronze" />
              {scheduleLine(change)}
            </li>
          ))
        )}
      </ul>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setDialog("schedule")}>
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          Schedule
        </Button>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setDialog("share")}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Share draft
        </Button>
      </div>
      <ScheduleDialog
        {...openAs("schedule", dialog, setDialog)}
        page={page}
        schedules={schedules}
        onSchedule={schedule}
        onCancel={cancel}
      />
      {dialog === "share" && <ShareDialog onOpenChange={(open) => setDialog(open ? "share" : null)} page={page} />}
    </section>
  );
}

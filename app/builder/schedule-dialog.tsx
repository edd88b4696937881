import { CalendarClock, X } from "lucide-react";
import { type FormEvent, useState } from "react";

import { AdminApiError } from "~/admin/admin-fetch";
import type { PageSummary } from "~/lib/page-model";
import { type PageSchedule, type ScheduleAction, scheduleLine, scheduleProblem } from "~/lib/page-schedule";
import { ukWallTime } from "~/lib/uk-time";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextField } from "~/ui/field";

interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: PageSummary;
  schedules: PageSchedule[];
  onSchedule: (action: ScheduleAction, date: string, time: string) => Promise<void>;
  onCancel: (action: ScheduleAction) => Promise<void>;
}

/** The next full hour in the UK, as the form's starting date and time. */
function nextHour(): { date: string; time: string } {
  const { date, time } = ukWallTime(new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000));
  return { date, time };
}

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

/**
 * 'Schedule' (decision 161): publish (any page) or unpublish (custom pages) at a UK date and time; the pending changes
 * with a way to cancel each, and the last that happened.
 */
export function ScheduleDialog({ open, onOpenChange, page, schedules, onSchedule, onCancel }: ScheduleDialogProps) {
  const [action, setAction] = useState<ScheduleAction>("publish");
  const [when, setWhen] = useState(nextHour);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = ukWallTime(new Date()).zone;
  const pending = schedules.filter((change) => change.status === "pending");
  const happened = schedules.filter((change) => change.status !== "pending");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = scheduleProblem(
      { action, ...when },
      {
        now: new Date(),
        isStandard: page.isStandard,
        isPublished: page.isPublished,
        pending: pending.filter((change) => change.action !== action),
      },
    );
    if ("problem" in checked) return setProblem(checked.problem);
    setBusy(true);
    try {
      await onSchedule(action, when.date, when.time);
      setProblem(null);
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  async function cancel(change: PageSchedule) {
    setBusy(true);
    try {
      await onCancel(change.action);
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule"
      description={`Publish or unpublish “${page.title}” at a time of your choosing. Times are UK time (${zone} now).`}
    >
      <section aria-labelledby="scheduled-heading">
        <h3 id="scheduled-heading" className="text-sm font-semibold text-ink">
          Scheduled
        </h3>
        {pending.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Nothing is scheduled for this page.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10 rounded-md border border-ink/10">
            {pending.map((change) => (
              <li key={change.action} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>{scheduleLine(change)}</span>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={busy}
                  onClick={() => void cancel(change)}
                  aria-label={`Cancel scheduled ${change.action}`}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  <span aria-hidden="true">Cancel</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label="What happens"
          value={action}
          onChange={(event) => setAction(event.target.value as ScheduleAction)}
          hint={
            action === "publish"
              ? "The draft is published as it is at that time, as Publish would."
              : "The page leaves the site at that time; its draft and versions stay."
          }
        >
          <option value="publish">Publish</option>
          {!page.isStandard && <option value="unpublish">Unpublish</option>}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date (UK)"
            type="date"
            required
            value={when.date}
            onChange={(event) => setWhen({ ...when, date: event.target.value })}
          />
          <TextField
            label={`Time (UK, ${zone} now)`}
            type="time"
            required
            step={60}
            value={when.time}
            onChange={(event) => setWhen({ ...when, time: event.target.value })}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {action === "publish" ? "Schedule publish" : "Schedule unpublish"}
          </Button>
        </div>
      </form>

      {happened.length > 0 && (
        <section aria-labelledby="happened-heading" className="mt-6">
          <h3 id="happened-heading" className="text-sm font-semibold text-ink">
            Done on schedule
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-muted">
            {happened.map((change) => (
              <li key={`${change.action}-${change.dueAt}`}>{scheduleLine(change)}</li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}

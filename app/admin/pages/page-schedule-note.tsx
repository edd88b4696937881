import { CalendarClock } from "lucide-react";

import { type PageSchedule, scheduleLine } from "~/lib/page-schedule";

/** Under a page's status in the list: its pending scheduled changes (decision 161). */
export function PageScheduleNote({ scheduled = [] }: { scheduled?: readonly PageSchedule[] }) {
  if (scheduled.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-ink-soft">
      {scheduled.map((change) => (
        <li key={change.action} className="flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-bronze" />
          {scheduleLine(change)}
        </li>
      ))}
    </ul>
  );
}

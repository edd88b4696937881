/**
 * Makes scheduled changes on time while the server runs, and at start those that fell due while it was stopped
 * (decision 161). A timer waits for the soonest change, at most a minute at a time, so a change scheduled by another
 * process on the same database, or a clock set right, is met within a minute.
 */
import { collectingChanges, type PublicChange } from "../cache-keys.server";
import { logError } from "../log.server";
import { nextDueAt, runDueSchedules } from "./schedules.server";

const longestWaitMs = 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let onChange: ((change: PublicChange) => void) | undefined;

function runNow() {
  try {
    const { result: made, change } = collectingChanges(() => runDueSchedules());
    if (made > 0) onChange?.(change);
  } catch (error) {
    logError("Scheduled page changes could not be made; trying again in a minute.", error);
  }
  arm();
}

function arm() {
  if (!onChange) return;
  clearTimeout(timer);
  let wait = longestWaitMs;
  try {
    const due = nextDueAt();
    if (due) wait = Math.min(longestWaitMs, Math.max(0, due.getTime() - Date.now()));
  } catch (error) {
    logError("The next scheduled page change could not be read; trying again in a minute.", error);
  }
  timer = setTimeout(runNow, wait);
  timer.unref();
}

/**
 * Starts the scheduler: what is due now is made at once. `changed` is told what visitors see differently after each
 * run (to empty the page cache and purge the CDN).
 */
export function startPageScheduler(changed: (change: PublicChange) => void): void {
  onChange = changed;
  runNow();
}

/** After a change was scheduled or cancelled here: the timer waits for the new soonest one. */
export function rescheduleTimer(): void {
  arm();
}

export function stopPageScheduler(): void {
  clearTimeout(timer);
  onChange = undefined;
}

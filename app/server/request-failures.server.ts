// Failures of the machine rather than of the request: a database another process is writing to, a full disk, a
// read-only one. A route does not handle them; React Router hands them to `handleError` (entry.server), which
// notes them here, and the server answers with a status that tells the client to come back (docs/product.md#failures-and-input).
import { currentRequest } from "./request-context.server";

export type MachineFailure = "database-busy" | "disk-full" | "read-only";

interface FailureAnswer {
  status: number;
  /** Seconds after which trying again is worthwhile. */
  retryAfter: number;
  message: string;
  /** What the log line says happened. */
  logged: string;
}

export const failureAnswers: Record<MachineFailure, FailureAnswer> = {
  "database-busy": {
    status: 503,
    retryAfter: 5,
    message: "The site is busy saving something else, so nothing was saved. Please try again in a few seconds.",
    logged: "the database is locked by another connection",
  },
  "disk-full": {
    status: 507,
    retryAfter: 300,
    message: "The server has no room left to store this, so nothing was saved. Please try again later.",
    logged: "the disk is full",
  },
  "read-only": {
    status: 503,
    retryAfter: 300,
    message: "The server cannot store anything at the moment, so nothing was saved. Please try again later.",
    logged: "the data folder is read-only",
  },
};

/** SQLite's and the file system's codes for each failure (better-sqlite3 puts SQLite's in `code` too). */
const failureCodes: Record<string, MachineFailure> = {
  SQLITE_BUSY: "database-busy",
  SQLITE_BUSY_SNAPSHOT: "database-busy",
  SQLITE_BUSY_TIMEOUT: "database-busy",
  SQLITE_LOCKED: "database-busy",
  SQLITE_FULL: "disk-full",
  ENOSPC: "disk-full",
  EDQUOT: "disk-full",
  SQLITE_READONLY: "read-only",
  SQLITE_READONLY_DBMOVED: "read-only",
  SQLITE_IOERR_WRITE: "disk-full",
  EROFS: "read-only",
};

export function machineFailureOf(error: unknown): MachineFailure | undefined {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  return failureCodes[code];
}

/** Notes a failure of the machine for the request being answered; false when `error` is something else. */
export function noteMachineFailure(error: unknown): boolean {
  const failure = machineFailureOf(error);
  const request = currentRequest();
  if (!failure || !request) return false;
  request.failure ??= failure;
  return true;
}

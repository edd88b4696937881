// The server's log: one JSON object a line (decision 118), on standard output for what went as it should and on
// standard error for warnings and errors, each with the request's id when it happened while answering one.
import { currentRequest } from "./request-context.server";

export type LogLevel = "info" | "warn" | "error";

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  const id = currentRequest()?.id;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: message,
    ...(id ? { id } : {}),
    ...fields,
  });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** An error with its stack: something went wrong that should not have. */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const stack = error instanceof Error ? error.stack : undefined;
  log("error", message, { error: error instanceof Error ? error.message : String(error), stack, ...fields });
}

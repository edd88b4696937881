// What the server knows about the request being answered, wherever in its code it is: its id (in every log line
// and error answer), a failure of the machine it met, and why it was refused, for its one log line (decision 118).
import { AsyncLocalStorage } from "node:async_hooks";

import type { MachineFailure } from "./request-failures.server";

export interface RequestContext {
  id: string;
  failure?: MachineFailure;
  /** Why the request was refused, for its log line. */
  refusal?: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs one request with its context, answering what the request met on the way. */
export async function withRequestContext<T>(
  id: string,
  run: () => Promise<T>,
): Promise<{ result: T } & RequestContext> {
  const context: RequestContext = { id };
  const result = await current.run(context, run);
  return { result, ...context };
}

export const currentRequest = (): RequestContext | undefined => current.getStore();

/** Says why the request being answered is refused; its log line carries it. */
export function noteRefusal(reason: string): void {
  const context = current.getStore();
  if (context) context.refusal ??= reason;
}

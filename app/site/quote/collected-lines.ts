import { useEffect, useSyncExternalStore } from "react";
import type { QuoteLineView } from "./quote-page";

/** The lines collected for one request, kept in the browser until the request is sent. */
const storageKey = "tepore-quote-lines";
const listeners = new Set<() => void>();

const sameLine = (a: QuoteLineView, b: QuoteLineView) =>
  a.model === b.model && a.size === b.size && a.finish === b.finish && a.room === b.room;

function snapshot(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parse(stored: string | null): QuoteLineView[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? (value as QuoteLineView[]) : [];
  } catch {
    return [];
  }
}

function write(lines: QuoteLineView[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(lines));
  } catch {
    // Without storage (some private windows) the request holds the lines of its own address.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The lines the address brings are added to those collected before, so 'Request a quote' on several rooms
 * builds one request. Without JavaScript the address's lines are the request. A sent request empties it.
 */
export function useCollectedLines(fromAddress: QuoteLineView[], sent: boolean) {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  useEffect(() => {
    if (sent) return write([]);
    const collected = parse(snapshot());
    const added = fromAddress.filter((line) => !line.error && !collected.some((c) => sameLine(c, line)));
    if (added.length > 0) write([...collected, ...added]);
  }, [fromAddress, sent]);
  const lines = stored === null ? fromAddress : parse(stored);
  const remove = (index: number) => write(lines.filter((_, i) => i !== index));
  return { lines, remove };
}

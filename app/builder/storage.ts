import { toast } from "sonner";
import type { z } from "zod";

/** docs/product.md#calls-and-storage local storage keys of the page builder's working copy (docs/product.md#publishing). */
export const storageKeys = {
  allPages: "allPages",
  allPageSections: "allPageSections",
  pageSections: "pageSections",
  pageSectionsOf: (slug: string) => `pageSections_${slug}`,
  pageDetails: "pageDetails",
  tempPageEdits: "tempPageEdits",
  /** Undo and redo of one page's changes in the builder. */
  builderHistoryOf: (slug: string) => `builderHistory_${slug}`,
  /** The open section editor's unsaved working copy, offered back after a reload. */
  sectionEditorDraft: "sectionEditorDraft",
} as const;

/** docs/product.md#calls-and-storage session storage keys. */
export const sessionKeys = { homePageRefresh: "homePageRefresh", adminPanelRefresh: "adminPanelRefresh" } as const;

/**
 * What could not be written to local storage, newest value per key: when storage is full or
 * unavailable, work continues from memory (docs/product.md#failures-and-input) and reads here still see the latest value.
 */
const unwritten = new Map<string, string>();
let failureReported = false;

function reportFailure(error: unknown) {
  console.error("Local storage could not be written:", error);
  // Once per visit: the editor keeps working from memory and the server, so one notice is enough.
  if (failureReported) return;
  failureReported = true;
  toast.error("Browser storage is unavailable", {
    description: "Your edits are kept in this tab and saved to the server, but not in this browser's storage.",
  });
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readText(key: string): string | null {
  if (soon.has(key)) return JSON.stringify(soon.get(key));
  if (unwritten.has(key)) return unwritten.get(key) ?? null;
  try {
    return localStore()?.getItem(key) ?? null;
  } catch (error) {
    console.error(`Local storage could not be read (${key}):`, error);
    return null;
  }
}

/** Parses stored JSON; anything unreadable or of the wrong shape is logged and the fallback used (docs/product.md#messages). */
export function parseStored<T>(key: string, text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (text === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.error(`Stored ${key} is not valid JSON; using the default.`, error);
    return fallback;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.error(`Stored ${key} has an unexpected shape; using the default.`, parsed.error.issues);
    return fallback;
  }
  return parsed.data;
}

export function readJson<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  return parseStored(key, readText(key), schema, fallback);
}

export function writeJson(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    const store = localStore();
    if (!store) throw new Error("Local storage is not available in this browser.");
    store.setItem(key, text);
    unwritten.delete(key);
  } catch (error) {
    unwritten.set(key, text);
    reportFailure(error);
  }
}

/** Values waiting to be written by writeJsonSoon, newest per key. */
const soon = new Map<string, unknown>();
let soonTimer: ReturnType<typeof setTimeout> | undefined;

function writeSoonNow() {
  clearTimeout(soonTimer);
  soonTimer = undefined;
  for (const [key, value] of soon) writeJson(key, value);
  soon.clear();
}

/**
 * Writes a large value (the undo history) a moment later, once for many changes, so that turning it into JSON never
 * holds up a key press; a page being left writes it at once.
 */
export function writeJsonSoon(key: string, value: unknown): void {
  soon.set(key, value);
  if (soonTimer !== undefined) return;
  soonTimer = setTimeout(writeSoonNow, 400);
  window.addEventListener("pagehide", writeSoonNow, { once: true });
}

export function removeKey(key: string): void {
  unwritten.delete(key);
  try {
    localStore()?.removeItem(key);
  } catch (error) {
    console.error(`Local storage could not be cleared (${key}):`, error);
  }
}

export function setSessionFlag(key: (typeof sessionKeys)[keyof typeof sessionKeys]): void {
  try {
    window.sessionStorage.setItem(key, "true");
  } catch (error) {
    console.error(`Session storage could not be written (${key}):`, error);
  }
}

/**
 * Calls back when another tab changes a local storage key (the `storage` event fires only in the
 * other tabs), with the new raw text, or null when the key was removed. Returns the unsubscribe.
 */
export function onOtherTabChange(listener: (key: string, text: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === null || (event.storageArea && event.storageArea !== localStore())) return;
    listener(event.key, event.newValue);
  };
  window.addEventListener("storage", handle);
  return () => window.removeEventListener("storage", handle);
}

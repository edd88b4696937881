import type { Section } from "~/lib/page-model";

/**
 * The device preview's frame and the builder talk by `postMessage`, each accepting only messages from this origin and
 * from the other window: the frame says it is ready, the builder sends the draft (and sends it again on each change).
 */
export const previewFramePath = "/admin/preview";

export const previewReady = { type: "tepore:preview-ready" } as const;

export interface PreviewDraft {
  type: "tepore:preview-draft";
  title: string;
  sections: Section[];
}

export const previewDraft = (title: string, sections: Section[]): PreviewDraft => ({
  type: "tepore:preview-draft",
  title,
  sections,
});

const typed = (data: unknown, type: string) =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === type;

export const isPreviewReady = (data: unknown) => typed(data, previewReady.type);

export const isPreviewDraft = (data: unknown): data is PreviewDraft =>
  typed(data, "tepore:preview-draft") && Array.isArray((data as PreviewDraft).sections);

/** Whether a message came from this site's own window `from`. */
export const fromOwnWindow = (event: MessageEvent, from: MessageEventSource | null | undefined) =>
  event.origin === window.location.origin && from != null && event.source === from;

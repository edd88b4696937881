import { useEffect, useRef, useState } from "react";

import { PreviewWidthToggle } from "~/admin/preview-width-toggle";
import type { Section } from "~/lib/page-model";

import { fromOwnWindow, isPreviewReady, previewDraft, previewFramePath } from "./preview-messages";

/** The widths the preview shows the draft at: a phone, a tablet and a desktop screen. */
const previewWidths = [
  { label: "Phone", width: 390 },
  { label: "Tablet", width: 768 },
  { label: "Desktop", width: 1280 },
] as const;

type PreviewWidth = (typeof previewWidths)[number]["width"];

const storageKey = "tepore:preview-width";

/** The width last chosen, remembered in this browser; a desktop's at first. */
function useRememberedWidth() {
  const [width, setWidth] = useState<PreviewWidth>(() => {
    const stored = Number(window.localStorage.getItem(storageKey));
    return previewWidths.find((option) => option.width === stored)?.width ?? 1280;
  });
  const choose = (next: PreviewWidth) => {
    window.localStorage.setItem(storageKey, String(next));
    setWidth(next);
  };
  return [width, choose] as const;
}

/** The size of an element, followed as it changes. */
function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The draft in a frame of a phone's, a tablet's or a desktop's width, drawn by the public site's own code, so its
 * media queries apply. A frame wider than the space is scaled down to fit, and says so.
 */
export function DevicePreview({ title, sections }: { title: string; sections: Section[] }) {
  const [width, setWidth] = useRememberedWidth();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const space = useSize(box);
  const scale = space.width ? Math.min(1, space.width / width) : 1;

  useEffect(() => {
    const send = () => frame.current?.contentWindow?.postMessage(previewDraft(title, sections), window.location.origin);
    const onMessage = (event: MessageEvent) => {
      if (fromOwnWindow(event, frame.current?.contentWindow) && isPreviewReady(event.data)) send();
    };
    window.addEventListener("message", onMessage);
    send();
    return () => window.removeEventListener("message", onMessage);
  }, [title, sections]);

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PreviewWidthToggle options={previewWidths} value={width} onChange={setWidth} />
        {scale < 1 && (
          <p className="text-sm text-muted" aria-live="polite">
            Shown at {Math.round(scale * 100)} % to fit
          </p>
        )}
      </div>
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden rounded-md bg-sand">
        <iframe
          ref={frame}
          src={previewFramePath}
          title={`Preview of ${title} at ${width} px`}
          className="absolute top-0 bg-white shadow-sm"
          style={{
            width,
            height: space.height / scale,
            left: Math.max(0, (space.width - width * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: "top left",
          }}
        />
      </div>
    </div>
  );
}

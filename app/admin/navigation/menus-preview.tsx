import { useEffect, useRef, useState } from "react";

import type { Menus } from "~/lib/navigation/menus";

import { PreviewWidthToggle } from "../preview-width-toggle";
import { menusPreviewUrl } from "./menus-preview-url";

const widths = [
  { label: "Phone", width: 390 },
  { label: "Desktop", width: 1440 },
] as const;

/** How long the menus rest before the preview draws them again, so typing a name does not reload it at each key. */
const settleMs = 400;

/**
 * The menus as visitors will see them, drawn by the public site's own header, drawer and footer in a frame of a
 * phone's or a desktop's width (scaled down to fit), before anything is published.
 */
export function MenusPreview({ menus }: { menus: Menus }) {
  const [width, setWidth] = useState<(typeof widths)[number]["width"]>(1440);
  const [src, setSrc] = useState(() => menusPreviewUrl(menus));
  const box = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setSrc(menusPreviewUrl(menus)), settleMs);
    return () => window.clearTimeout(timer);
  }, [menus]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSpace(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = space ? Math.min(1, space / width) : 1;
  const height = 940;
  return (
    <section aria-labelledby="menus-preview-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="menus-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <PreviewWidthToggle options={widths} value={width} onChange={setWidth} />
      </div>
      <div ref={box} className="relative overflow-hidden rounded-md bg-sand" style={{ height: height * scale }}>
        <iframe
          src={src}
          title={`Preview of the menus at ${width} px`}
          className="absolute top-0 bg-white shadow-sm"
          style={{
            width,
            height,
            left: Math.max(0, (space - width * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: "top left",
          }}
        />
      </div>
      {scale < 1 && <p className="text-xs text-muted">Shown at {Math.round(scale * 100)} % to fit.</p>}
    </section>
  );
}

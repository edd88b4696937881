import { type Enhance, marked } from "./enhancement";

/**
 * Another site's frame (the contact map, app/sections/parts/osm-map.tsx) is asked for once the page has loaded: its
 * page, scripts and tiles never compete with this page's own text and pictures (decision 194). The frame keeps
 * `loading="lazy"`, so a map far down the page still waits until it is near the screen.
 */
export const enhance: Enhance = (root) => {
  const frames = marked<HTMLIFrameElement>(root, "deferred-frame");
  const load = () => {
    for (const frame of frames) if (!frame.getAttribute("src")) frame.src = frame.dataset.src ?? "";
  };
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
  return () => window.removeEventListener("load", load);
};

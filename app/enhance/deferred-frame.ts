import { type Enhance, marked } from "./enhancement";

/**
 * Another site's frame (the contact map, app/sections/parts/osm-map.tsx) is made once the page has loaded: neither
 * the frame nor its page, scripts and tiles compete with this page's own text and pictures (decisions 194 and 214).
 * Its box names the address (`data-src`), the frame's title and its sandbox; the frame is lazy, so a map far down
 * the page still waits until it is near the screen, and sends no referrer.
 */
export const enhance: Enhance = (root) => {
  const boxes = marked(root, "deferred-frame");
  const load = () => {
    for (const box of boxes) {
      if (box.querySelector("iframe")) continue;
      const frame = Object.assign(document.createElement("iframe"), {
        title: box.dataset.title ?? "",
        loading: "lazy",
        referrerPolicy: "no-referrer",
        className: "block h-full w-full border-0",
      });
      frame.setAttribute("sandbox", box.dataset.sandbox ?? "");
      frame.src = box.dataset.src ?? "";
      box.append(frame);
    }
  };
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
  return () => window.removeEventListener("load", load);
};

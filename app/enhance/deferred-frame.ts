import { type Enhance, marked } from "./enhancement";

/** How near the screen a frame's box comes before its frame is made: well ahead of the visitor's scrolling. */
const ahead = "1000px";

/**
 * Another site's frame (the contact map, app/sections/parts/osm-map.tsx) is made once the page has loaded and its box
 * comes near the screen: neither the frame (a window of its own to build) nor its page, scripts and tiles compete
 * with this page's own text and pictures (decisions 194 and 214). Its box names the address (`data-src`), the frame's
 * title and its sandbox; the frame sends no referrer.
 */
export const enhance: Enhance = (root) => {
  const boxes = marked(root, "deferred-frame");
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        near.unobserve(target);
        makeFrame(target as HTMLElement);
      }
    },
    { rootMargin: ahead },
  );
  const load = () => boxes.forEach((box) => near.observe(box));
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
  return () => {
    window.removeEventListener("load", load);
    near.disconnect();
  };
};

function makeFrame(box: HTMLElement) {
  if (box.querySelector("iframe")) return;
  const frame = Object.assign(document.createElement("iframe"), {
    title: box.dataset.title ?? "",
    referrerPolicy: "no-referrer",
    className: "block h-full w-full border-0",
  });
  frame.setAttribute("sandbox", box.dataset.sandbox ?? "");
  frame.src = box.dataset.src ?? "";
  box.append(frame);
}

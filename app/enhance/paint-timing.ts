// When the page has painted, for the boot module (decisions 194 and 214).

/** Runs `work` once the next frame has been painted. */
export const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work));

/** Runs `work` once the page has loaded and painted. */
export function afterLoad(work: () => void) {
  if (document.readyState === "complete") afterNextPaint(work);
  else window.addEventListener("load", () => afterNextPaint(work), { once: true });
}

/** How long after the load a paint not yet reported is taken as drawn. */
export const lateReport = 2000;

/**
 * Runs `work` once the browser reports the page's first view on screen: the lead picture's paint (`elementtiming=
 * "lead"`, ../sections/parts/image-loading.ts) by its element timing, or on a page led by text the first contentful
 * paint. Reported, not guessed: a frame is on screen some time after the script's own frame callbacks have run.
 * Once the page has loaded where the picture failed or is out of view (a reload half-way down), or where the browser
 * reports neither; after the next frame once a page loaded out of sight (a tab opened behind, a page rendered ahead by
 * the speculation rules) is shown, whether or not the browser then reports its paint; at the latest two seconds after
 * the load.
 */
export function afterFirstView(work: () => void) {
  const lead = document.querySelector<HTMLImageElement>('img[elementtiming="lead"]');
  const type = lead ? "element" : "paint";
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type))
    return afterLoad(work);
  const watching = new AbortController();
  const once = () => {
    if (watching.signal.aborted) return;
    watching.abort();
    painted.disconnect();
    work();
  };
  const painted = new PerformanceObserver((list) => {
    if (lead || list.getEntriesByName("first-contentful-paint").length) once();
  });
  painted.observe({ type, buffered: true });
  document.addEventListener(
    "visibilitychange",
    () => {
      if (document.visibilityState === "visible") afterNextPaint(once);
    },
    { signal: watching.signal },
  );
  afterLoad(() => {
    const box = lead?.getBoundingClientRect();
    if (box && (!lead!.naturalWidth || box.bottom <= 0 || box.top >= innerHeight)) once();
    // A paint that is never reported (a picture hidden by its ancestors, a browser that keeps its timings to itself)
    // must not leave the page without its behaviour and its fonts.
    else setTimeout(once, lateReport);
  });
}

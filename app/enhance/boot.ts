// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page). Once the page
// has loaded it applies the stylesheets held back (the fonts, the whole site's rules). Both wait for the page's
// largest paint, so nothing it does not need is requested before it (decisions 176, 194 and 214).
import { enhancementModules, enhancementsNamedIn } from "./modules";

/** Runs `work` once the next frame has been painted. */
const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work));

/** Runs `work` once the page has loaded and painted. */
function afterLoad(work: () => void) {
  if (document.readyState === "complete") afterNextPaint(work);
  else window.addEventListener("load", () => afterNextPaint(work), { once: true });
}

/**
 * Runs `work` once the page's lead picture (`elementtiming="lead"`, ../sections/parts/image-loading.ts) is on
 * screen, as the browser's element timing reports its paint; at once after the first paint on a page led by text.
 * Once the page has loaded where the picture fails or is out of view (a reload half-way down), or where the browser
 * does not report element timing.
 */
function afterLeadPaint(work: () => void) {
  const lead = document.querySelector<HTMLImageElement>('img[elementtiming="lead"]');
  if (!lead) return afterNextPaint(work);
  if (!PerformanceObserver.supportedEntryTypes?.includes("element")) return afterLoad(work);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    painted.disconnect();
    work();
  };
  const painted = new PerformanceObserver(once);
  painted.observe({ type: "element", buffered: true });
  if (lead.complete && !lead.naturalWidth) afterLoad(once);
  else lead.addEventListener("error", () => afterLoad(once), { once: true });
  new IntersectionObserver(([entry], seen) => {
    seen.disconnect();
    if (!entry?.isIntersecting) afterLoad(once);
  }).observe(lead);
}

function enhance() {
  void Promise.all(
    enhancementsNamedIn(document).map((name) => enhancementModules[name]!().then((m) => m.enhance(document))),
  ).finally(() => {
    document.documentElement.dataset.enhanced = "";
  });
}

/**
 * The stylesheets held back: the web fonts and the rules of the scripts' states. Each is written in a `<noscript>`
 * (applied at once without JavaScript), so none is requested before it is applied.
 */
function applyStylesheetsHeldBack() {
  for (const held of document.querySelectorAll("noscript[data-after-load]"))
    held.insertAdjacentHTML("beforebegin", held.textContent ?? "");
}

afterLeadPaint(() => {
  enhance();
  afterLoad(applyStylesheetsHeldBack);
});

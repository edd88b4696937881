// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page). Once the page
// has loaded and its modules have taken their first look at it, it adds the web fonts and then applies the
// stylesheet held back (the whole site's rules), each in a frame of its own. Both wait until the browser reports the
// page's first view on screen, so nothing it does not need is requested before it (decisions 176, 194, 214, 218).
import { enhancementModules, enhancementsNamedIn } from "./modules";
import { afterFirstView, afterLoad, afterNextPaint } from "./paint-timing";
import { applyWebFonts } from "./web-fonts";

function enhance() {
  return Promise.all(
    enhancementsNamedIn(document).map((name) => enhancementModules[name]!().then((m) => m.enhance(document))),
  ).finally(() => {
    document.documentElement.dataset.enhanced = "";
  });
}

/**
 * The stylesheets held back: the rules of the scripts' states. Each is written in a `<noscript>` (applied at once
 * without JavaScript), so none is requested before it is applied. One at a time, each after the one before has
 * loaded and been drawn: applying a stylesheet re-styles the page, and two at once make one long task.
 */
function applyStylesheetsHeldBack(held = [...document.querySelectorAll("noscript[data-after-load]")]) {
  const next = held.shift();
  if (!next) return;
  if (appliedFromCache(next)) return applyStylesheetsHeldBack(held);
  next.insertAdjacentHTML("beforebegin", next.textContent ?? "");
  const link = next.previousElementSibling;
  if (!(link instanceof HTMLLinkElement)) return applyStylesheetsHeldBack(held);
  const then = () => afterNextPaint(() => applyStylesheetsHeldBack(held));
  link.addEventListener("load", then, { once: true });
  link.addEventListener("error", then, { once: true });
}

/** The stylesheet a `<noscript>` holds back. */
const stylesheetIn = (held: Element | null) => /href="([^"]+)"/.exec(held?.textContent ?? "")?.[1];

/** Whether the page applied a held-back stylesheet from the cache before its first paint (decision 218). */
const appliedFromCache = (held: Element) =>
  document.querySelector(`head link[rel="stylesheet"][href="${stylesheetIn(held)}"]`) !== null;

/** The web fonts' stylesheet, unless the page applied it from the cache. */
function webFontsToLoad(): string | undefined {
  const held = document.querySelector("noscript[data-web-fonts]");
  return held && !appliedFromCache(held) ? stylesheetIn(held) : undefined;
}

/** Once the modules have taken their first look: the web fonts, then the stylesheet held back, each in its frame. */
async function applyWhatWasHeldBack(enhanced: Promise<unknown>) {
  await enhanced.catch(() => undefined);
  const webFonts = webFontsToLoad();
  if (webFonts) await applyWebFonts(webFonts).catch(() => undefined);
  afterNextPaint(() => applyStylesheetsHeldBack());
}

afterFirstView(() => {
  const enhanced = enhance();
  afterLoad(() => void applyWhatWasHeldBack(enhanced));
});

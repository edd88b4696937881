// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page). Once the page
// has loaded it applies the stylesheets held back (the fonts, the whole site's rules). Both wait until the browser
// reports the page's first view on screen, so nothing it does not need is requested before it (decisions 176, 194
// and 214).
import { enhancementModules, enhancementsNamedIn } from "./modules";
import { afterFirstView, afterLoad, afterNextPaint } from "./paint-timing";

function enhance() {
  void Promise.all(
    enhancementsNamedIn(document).map((name) => enhancementModules[name]!().then((m) => m.enhance(document))),
  ).finally(() => {
    document.documentElement.dataset.enhanced = "";
  });
}

/**
 * The stylesheets held back: the web fonts and the rules of the scripts' states. Each is written in a `<noscript>`
 * (applied at once without JavaScript), so none is requested before it is applied. One at a time, each after the
 * one before has loaded and been drawn: applying a stylesheet re-styles the page, and two at once make one long task.
 */
function applyStylesheetsHeldBack(held = [...document.querySelectorAll("noscript[data-after-load]")]) {
  const next = held.shift();
  if (!next) return;
  next.insertAdjacentHTML("beforebegin", next.textContent ?? "");
  const link = next.previousElementSibling;
  if (!(link instanceof HTMLLinkElement)) return applyStylesheetsHeldBack(held);
  const then = () => afterNextPaint(() => applyStylesheetsHeldBack(held));
  link.addEventListener("load", then, { once: true });
  link.addEventListener("error", then, { once: true });
}

afterFirstView(() => {
  enhance();
  afterLoad(() => applyStylesheetsHeldBack());
});

// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page). Once the page
// has loaded it applies the stylesheets held back (the fonts, the whole site's rules). Both wait until the browser
// reports the page's first view on screen, so nothing it does not need is requested before it (decisions 176, 194
// and 214).
import { enhancementModules, enhancementsNamedIn } from "./modules";
import { afterFirstView, afterLoad } from "./paint-timing";

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

afterFirstView(() => {
  enhance();
  afterLoad(applyStylesheetsHeldBack);
});

// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page). Once the page
// has loaded it applies the stylesheets held back (the fonts, the whole site's rules), so nothing competes with the
// first paint (decision 176).
import { enhancementModules, enhancementsNamedIn } from "./modules";

void Promise.all(
  enhancementsNamedIn(document).map((name) => enhancementModules[name]!().then((m) => m.enhance(document))),
).finally(() => {
  document.documentElement.dataset.enhanced = "";
});

/** The stylesheets held back until the page has loaded: the web fonts and the rules of the scripts' states. */
function applyStylesheetsHeldBack() {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-after-load]")) link.media = "all";
}
if (document.readyState === "complete") applyStylesheetsHeldBack();
else window.addEventListener("load", applyStylesheetsHeldBack, { once: true });

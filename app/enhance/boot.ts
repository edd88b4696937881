// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for,
// then marks the document `data-enhanced` (what tests wait for before they look at an enhanced page).
import { enhancementModules, enhancementsNamedIn } from "./modules";

void Promise.all(
  enhancementsNamedIn(document).map((name) => enhancementModules[name]!().then((m) => m.enhance(document))),
).finally(() => {
  document.documentElement.dataset.enhanced = "";
});

// The one script a public page names (decision 140): it loads the enhancement modules the page's markup asks for.
import { enhancementModules, enhancementsNamedIn } from "./modules";

for (const name of enhancementsNamedIn(document)) void enhancementModules[name]!().then((m) => m.enhance(document));

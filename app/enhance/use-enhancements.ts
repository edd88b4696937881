import { useEffect } from "react";

import { enhancementModules, enhancementsNamedIn } from "./modules";

/**
 * For a hydrated page that draws the public markup (the builder's preview): the public site's enhancement modules,
 * applied to the page as drawn and again, from scratch, whenever `drawn` changes.
 */
export function useEnhancements(drawn: unknown) {
  useEffect(() => {
    if (!drawn) return;
    let current = true;
    let undo: (() => void)[] = [];
    void Promise.all(enhancementsNamedIn(document).map((name) => enhancementModules[name]!())).then((modules) => {
      if (current) undo = modules.map((module) => module.enhance(document));
    });
    return () => {
      current = false;
      undo.forEach((off) => off());
    };
  }, [drawn]);
}

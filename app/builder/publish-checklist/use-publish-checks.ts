import { useCallback, useState } from "react";

import type { PublishProblem } from "~/lib/publish-checks";

import { fetchPageChecks } from "../page-api";

/**
 * The checklist before publishing (decision 156), for whatever publishes: the draft is saved, then checked on the
 * server. `check` answers whether nothing needs attention; otherwise `problems` holds the list to show. Checked again
 * after a fix made from the list (`{ showClear: true }`), an empty list is shown too: nothing left, publish now.
 */
export function usePublishChecks(saveNow: () => Promise<string>) {
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const check = useCallback(
    async ({ showClear = false } = {}): Promise<boolean> => {
      const found = await fetchPageChecks(await saveNow());
      setProblems(found.length > 0 || showClear ? found : null);
      return found.length === 0;
    },
    [saveNow],
  );
  const close = useCallback(() => setProblems(null), []);
  return { problems, check, close };
}

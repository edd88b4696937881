import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser. Admin buttons
 * stay disabled until then, so a click never falls through to a plain form submission that would put
 * what was typed (a password, even) into the address bar, or simply do nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

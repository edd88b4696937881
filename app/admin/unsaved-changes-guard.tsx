import { useEffect } from "react";
import { useBlocker, useLocation } from "react-router";

import { Button } from "~/ui/button";
import { discardChangesWords } from "~/ui/confirm-dialog";
import { Dialog } from "~/ui/dialog";

/**
 * While there are unsaved changes, leaving the screen asks first: inside the admin with a dialog,
 * and when closing or reloading the tab with the browser's own question. With `withinScreen`, a move that stays on
 * the screen but shows something else (another model's `?model=`) asks too, as 'Keep editing' or 'Discard changes'.
 */
export function UnsavedChangesGuard({
  when,
  what,
  consequence = "If you leave now, what you typed is lost.",
  withinScreen = false,
}: {
  when: boolean;
  what: string;
  /** What becomes of the changes if the administrator leaves. */
  consequence?: string;
  withinScreen?: boolean;
}) {
  const { pathname } = useLocation();
  // Signing out (to /admin) is not held up: by then the session has already ended.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      nextLocation.pathname !== "/admin" &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (withinScreen && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const staying = blocker.state === "blocked" && blocker.location.pathname === pathname;
  const words = staying
    ? { ...discardChangesWords, consequence: "If you go on, what you typed is lost." }
    : {
        title: "Leave without saving?",
        cancelLabel: "Stay and keep editing",
        confirmLabel: "Leave without saving",
        consequence,
      };
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={words.title}
      description={`Your changes to ${what} have not been saved yet.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {words.cancelLabel}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {words.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-soft">{words.consequence}</p>
    </Dialog>
  );
}

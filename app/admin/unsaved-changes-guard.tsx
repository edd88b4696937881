import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

/**
 * While there are unsaved changes, leaving the screen asks first: inside the admin with a dialog,
 * and when closing or reloading the tab with the browser's own question.
 */
export function UnsavedChangesGuard({
  when,
  what,
  consequence = "If you leave now, what you typed is lost.",
}: {
  when: boolean;
  what: string;
  /** What becomes of the changes if the administrator leaves. */
  consequence?: string;
}) {
  // Signing out (to /admin) is not held up: by then the session has already ended.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/admin",
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description={`Your changes to ${what} have not been saved yet.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-soft">{consequence}</p>
    </Dialog>
  );
}

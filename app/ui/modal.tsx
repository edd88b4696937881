import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { cn } from "~/ui/cn";

interface ModalProps {
  open: boolean;
  /** Escape, a click on the backdrop, or the parent closing it. */
  onClose: () => void;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

const focusable = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Tab and Shift+Tab go round the dialog's own controls instead of leaving for the browser's. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the browser's own <dialog> (decision 041): the top layer, an inert page behind, Escape, focus
 * back where it was on close, and no script library. The element fills the viewport; its children place
 * themselves, and a click on the element itself (not on a child) is a click on the backdrop.
 */
export function Modal({ open, onClose, labelledBy, className, onKeyDown, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      onClose={() => open && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        keepFocusInside(event);
        onKeyDown?.(event);
      }}
      className={cn("modal", className)}
    >
      {open && children}
    </dialog>
  );
}

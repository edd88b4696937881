/**
 * The site's modals (the menu drawer, the gallery's lightbox) on the browser's own <dialog> (decisions 041 and 145):
 * showModal gives the top layer, an inert page behind and Escape. This adds what it lacks: Tab going round the
 * dialog's own controls, a click on the backdrop closing it, and focus back on the control that opened it. While one
 * is open, the page does not scroll (app/styles/tepore.css, `html:has(.modal[open])`).
 *
 * The dialog fills the viewport and its children place themselves, so a click on the dialog itself (not on a
 * child) is a click on the backdrop.
 */
export interface Modal {
  open(opener: HTMLElement): void;
  close(): void;
  /** Takes the behaviour off again (and closes the dialog), for a module's clean-up. */
  remove(): void;
}

const focusable = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Tab and Shift+Tab go round the dialog's own visible controls instead of leaving for the browser's. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.getClientRects().length);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes `dialog` a modal; `onClose` runs each time it closes, however it was closed. */
export function modal(dialog: HTMLDialogElement, onClose?: () => void): Modal {
  let opener: HTMLElement | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") keepFocusInside(dialog, event);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  const onClosed = () => {
    // The event of a closing arrives a task later: when the dialog was opened again meanwhile, it is open for the
    // new opener, and the earlier closing's clean-up would empty it.
    if (dialog.open) return;
    onClose?.();
    opener?.focus();
    opener = undefined;
  };
  dialog.addEventListener("keydown", onKeyDown);
  dialog.addEventListener("click", onClick);
  dialog.addEventListener("close", onClosed);
  return {
    open(by) {
      opener = by;
      if (!dialog.open) dialog.showModal();
    },
    close() {
      if (dialog.open) dialog.close();
    },
    remove() {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", onClosed);
      if (dialog.open) dialog.close();
    },
  };
}

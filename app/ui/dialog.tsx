import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useState } from "react";

import { cn } from "./cn";
import { useToasterClearance } from "./toaster-clearance";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Width on large screens. */
  size?: "sm" | "md" | "lg" | "xl" | "full";
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /**
   * One height whatever is shown inside (tabs of different lengths), so switching tabs never makes the dialog
   * jump; the body scrolls instead.
   */
  steadyHeight?: boolean;
}

/**
 * A dialog's `open` and `onOpenChange` for a dialog about a value (the row being edited, the item being removed):
 * open while the value is set, and closing it clears the value.
 */
export const openWhileSet = <Value,>(value: Value | null, setValue: (value: null) => void) => ({
  open: value !== null,
  onOpenChange: (open: boolean) => !open && setValue(null),
});

/** A dialog's `open` and `onOpenChange` where a screen shows one of its dialogs at a time, the one named `shown`. */
export const openAs = <Name extends string>(name: Name, shown: Name | null, show: (name: Name | null) => void) => ({
  open: shown === name,
  onOpenChange: (open: boolean) => show(open ? name : null),
});

/** The element with the focus; none while rendered on the server. */
const focused = () =>
  typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;

/**
 * The element that had the focus as `open` turned true, or as the dialog mounted open (an editor mounted per opening),
 * which takes it back when the dialog closes unless the screen has moved it: the dialogs open from state, not from a
 * Radix trigger, so Radix has no button of its own to return it to. Read as the dialog renders open, before a field
 * inside takes the focus as it mounts (`autoFocus`).
 */
function useOpener(open: boolean): HTMLElement | null {
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? focused() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focused());
  }
  return opener;
}

const widths = {
  sm: "sm:max-w-md",
  md: "sm:max-w-xl",
  lg: "sm:max-w-3xl",
  xl: "sm:max-w-6xl",
  full: "sm:max-w-[min(100vw-2rem,90rem)]",
} as const;

/**
 * A modal dialog: focus trapped, closes on Escape and on the backdrop, focus returned (Radix). A control that uses
 * Escape itself while focused (a row being moved by keyboard cancels its move) says so with `data-keeps-escape`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  children,
  footer,
  steadyHeight,
}: DialogProps) {
  // Toasts rise above the buttons, which on a phone sit at the bottom of the screen.
  const footerRef = useToasterClearance();
  const opener = useOpener(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night/55 data-[state=open]:animate-[fade-in_150ms]" />
        <RadixDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            // A screen that moved the focus itself as the dialog closed (to the section just added) keeps it there.
            const lost = !document.activeElement || document.activeElement === document.body;
            if (!lost || !opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-keeps-escape]")) event.preventDefault();
          }}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-lg bg-white shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg",
            widths[size],
            steadyHeight && "h-[92dvh] sm:h-[min(88dvh,52rem)]",
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/10 px-5 py-4 sm:px-6">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mr-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-sm hover:bg-sand"
              aria-label="Close"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div ref={footerRef} className="flex flex-wrap justify-end gap-3 border-t border-ink/10 px-5 py-4 sm:px-6">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

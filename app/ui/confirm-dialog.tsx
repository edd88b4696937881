import type { ReactNode } from "react";

import { Button } from "./button";
import { Dialog } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** What confirming does, in words ('Delete page'), never a bare 'OK'. */
  confirmLabel: string;
  /** What the safe choice does; 'Cancel' unless a plainer phrase fits ('Keep editing'). */
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
}

/**
 * Asks before anything destructive. The title names what is affected and the buttons say what they do
 * (docs/product.md#confirmations); the safe choice keeps everything as it is.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-ink-soft">{children}</div>
    </Dialog>
  );
}

/** The words of every question before changes are thrown away (here and in the admin's unsaved-changes guard). */
export const discardChangesWords = {
  title: "Discard your changes?",
  confirmLabel: "Discard changes",
  cancelLabel: "Keep editing",
} as const;

/** Asks before an editor with changes closes: 'Keep editing' is the safe choice; `children` says what is lost. */
export function DiscardChangesDialog({
  open,
  onOpenChange,
  onDiscard,
  children,
}: Pick<ConfirmDialogProps, "open" | "onOpenChange" | "children"> & { onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      {...discardChangesWords}
      onConfirm={() => {
        onOpenChange(false);
        onDiscard();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

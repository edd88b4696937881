import type { Page, Section } from "~/lib/page-model";
import { Dialog } from "~/ui/dialog";

import { DevicePreview } from "./device-preview";
import { previewTitle } from "./publish-rules";

interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: Pick<Page, "slug" | "title">;
  sections: Section[];
}

/** docs/product.md#routes preview: the draft as visitors will see it, at a phone's, a tablet's or a desktop's width. */
export function PreviewDialog({ open, onOpenChange, page, sections }: PreviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={previewTitle(page)}
      description="Your latest edits, as visitors will see them once you publish."
      size="full"
      steadyHeight
    >
      <DevicePreview title={page.title} sections={sections} />
    </Dialog>
  );
}

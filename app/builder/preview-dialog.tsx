import { pagePictures } from "~/content/image-url";
import type { Page, Section } from "~/lib/page-model";
import { PageImagesProvider } from "~/sections/page-images";
import { resolveLayouts } from "~/sections/section-types";
import { SectionList } from "~/sections/section-view";
import { Dialog } from "~/ui/dialog";
import { previewTitle } from "./publish-rules";

interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: Pick<Page, "slug" | "title">;
  sections: Section[];
}

/** docs/product.md#routes preview: the draft as visitors will see it, drawn by the public renderers. */
export function PreviewDialog({ open, onOpenChange, page, sections }: PreviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={previewTitle(page)}
      description="Your latest edits, as visitors will see them once you publish."
      size="xl"
    >
      {sections.length === 0 ? (
        <p className="py-16 text-center text-muted">No content has been added to this page yet.</p>
      ) : (
        <div className="-mx-5 -my-5 sm:-mx-6">
          <PageImagesProvider value={{ alts: {}, ...pagePictures(sections) }}>
            <SectionList sections={resolveLayouts(sections)} />
          </PageImagesProvider>
        </div>
      )}
    </Dialog>
  );
}

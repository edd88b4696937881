import { CopyPlus, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import { memo } from "react";

import type { Picture } from "~/content/picture";
import type { Section } from "~/lib/page-model";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ReorderHandle } from "~/ui/reorder-handle";
import { useSortableRow } from "~/ui/sortable-list";

import { layoutName, sectionName, typeName } from "./section-labels";
import { SectionMiniature } from "./section-miniature";

interface RowActionProps {
  icon: LucideIcon;
  /** What the button does to which section, for screen readers: 'Edit Hero Section'. */
  label: string;
  /** Delete: quiet until hovered, in red. */
  danger?: boolean;
  title?: string;
  "data-section-edit"?: boolean;
  onClick: () => void;
  children: string;
}

/** One of a row's buttons: its icon and its verb. */
function RowAction({ icon: Icon, label, danger = false, children, ...rest }: RowActionProps) {
  return (
    <Button
      variant={danger ? "ghost" : "secondary"}
      className={cn("flex-1 sm:flex-none", danger && "text-red-700 hover:bg-red-50 hover:text-red-800")}
      aria-label={label}
      {...rest}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}

interface SectionRowProps {
  section: Section;
  position: number;
  /** The site's own pictures, for the miniature (`useSitePictures`). */
  sitePictureAt: (url: string) => Picture | undefined;
  onEdit: (section: Section) => void;
  onDuplicate: (section: Section) => void;
  onDelete: (section: Section) => void;
}

/**
 * One section in the builder's list: drag handle, miniature, type, layout, title, Edit, Duplicate and Delete. Drawn again only
 * when its own props change, so moving one row on a long page leaves the others alone.
 */
export const SectionRow = memo(function SectionRow({
  section,
  position,
  moving,
  sitePictureAt,
  onEdit,
  onDuplicate,
  onDelete,
}: SectionRowProps & { moving: boolean }) {
  const { rowRef, rowStyle, lifted, handleProps } = useSortableRow(section.id, moving);
  const title = sectionName(section);
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      data-testid="section-row"
      data-section-id={section.id}
      className={cn(
        "relative flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-ink/10 bg-white p-3 shadow-[0_1px_2px_rgb(29_27_24/0.04)] transition-shadow duration-500 sm:flex-nowrap sm:p-4",
        "data-[just-added=true]:border-bronze/50 data-[just-added=true]:ring-2 data-[just-added=true]:ring-bronze/40",
        lifted && "z-10 border-bronze/40 shadow-[0_18px_40px_-18px_rgb(29_27_24/0.45)]",
      )}
    >
      <ReorderHandle handleProps={handleProps} name={title} look="builderRow" />
      <RowBody
        section={section}
        position={position}
        title={title}
        sitePictureAt={sitePictureAt}
        onEdit={onEdit}
        onDuplicate={onDuplicate}
        onDelete={onDelete}
      />
    </li>
  );
});

/**
 * What a row shows besides its handle. A pointer drag re-renders every sortable row (100 on a long page); this part
 * is drawn again only when its section changes.
 */
const RowBody = memo(function RowBody({
  section,
  position,
  title,
  sitePictureAt,
  onEdit,
  onDuplicate,
  onDelete,
}: SectionRowProps & { title: string }) {
  return (
    <>
      <SectionMiniature
        section={section}
        sitePictureAt={sitePictureAt}
        className="aspect-[5/3] w-20 shrink-0 self-center rounded-md border border-ink/15 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <span className="sr-only">Section {position}: </span>
          <span className="rounded-full bg-linen px-2 py-0.5 font-semibold tracking-wide text-ink-soft uppercase">
            {typeName(section.type)}
          </span>
          <span>{layoutName(section)}</span>
        </p>
        <p className="mt-1 truncate font-medium text-ink">{title}</p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <RowAction icon={Pencil} label={`Edit ${title}`} data-section-edit onClick={() => onEdit(section)}>
          Edit
        </RowAction>
        <RowAction
          icon={CopyPlus}
          label={`Duplicate ${title}`}
          title="Duplicate: a copy goes below this section"
          onClick={() => onDuplicate(section)}
        >
          Duplicate
        </RowAction>
        <RowAction icon={Trash2} label={`Delete ${title}`} danger onClick={() => onDelete(section)}>
          Delete
        </RowAction>
      </div>
    </>
  );
});

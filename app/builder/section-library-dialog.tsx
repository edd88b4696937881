import { Plus } from "lucide-react";
import { useId, useState } from "react";

import { libraryTabs, sectionTypes } from "~/sections/section-types";
import type { LayoutOption, SectionType } from "~/sections/types";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { TabPanel, Tabs } from "~/ui/tabs";

import { LayoutSchematic } from "./layout-schematic";
import { typeName } from "./section-labels";

interface SectionLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (type: string, layoutId: string) => void;
}

function LayoutCard({ entry, layout, onAdd }: { entry: SectionType; layout: LayoutOption; onAdd: () => void }) {
  const nameId = useId();
  return (
    <li className="flex overflow-hidden rounded-lg border border-ink/10 bg-white transition-shadow hover:shadow-[0_14px_30px_-20px_rgb(29_27_24/0.45)] sm:flex-col">
      {/* Beside the text on a phone, so several layouts fit on one screen; above it on wider ones. */}
      <div className="w-28 shrink-0 border-r border-ink/10 bg-linen p-2 sm:w-auto sm:border-r-0 sm:border-b sm:p-3">
        <LayoutSchematic type={entry.type} layout={layout.id} className="aspect-[5/3] w-full rounded-sm shadow-sm" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-muted uppercase">{typeName(entry.type)}</p>
        <h3 id={nameId} className="mt-1 font-semibold text-ink">
          {layout.name}
        </h3>
        <p className="mt-1 flex-1 text-sm text-muted">{layout.description}</p>
        <Button className="mt-3 w-full sm:mt-4" aria-describedby={nameId} onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add This Layout
        </Button>
      </div>
    </li>
  );
}

/** docs/product.md#routes Add-section picker: a tab per type (and All), a card per layout with 'Add This Layout'. */
export function SectionLibraryDialog({ open, onOpenChange, onAdd }: SectionLibraryDialogProps) {
  const [tab, setTab] = useState("all");
  const cards = (entries: readonly SectionType[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.flatMap((entry) =>
        entry.layouts.map((layout) => (
          <LayoutCard
            key={`${entry.type}/${layout.id}`}
            entry={entry}
            layout={layout}
            onAdd={() => onAdd(entry.type, layout.id)}
          />
        )),
      )}
    </ul>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Section Library"
      description="Choose a layout to add it to the end of your page. You can change everything afterwards."
      size="xl"
      steadyHeight
    >
      <Tabs
        value={tab}
        onValueChange={setTab}
        tabs={[{ value: "all", label: "All" }, ...libraryTabs().map((name) => ({ value: name, label: name }))]}
        label="Section types"
      >
        <TabPanel value="all">{cards(sectionTypes())}</TabPanel>
        {libraryTabs().map((name) => (
          <TabPanel key={name} value={name}>
            {cards(sectionTypes().filter((entry) => entry.tab === name))}
          </TabPanel>
        ))}
      </Tabs>
    </Dialog>
  );
}

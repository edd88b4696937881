import { Link2 } from "lucide-react";

import {
  maxLinksPerMenu,
  type MenuId,
  type MenuLink,
  menuMessages,
  menuNames,
  type MenuPageChoice,
} from "~/lib/navigation/menus";
import { SortableList } from "~/ui/sortable-list";

import { AddLinkForm } from "./add-link-form";
import { destinationText } from "./menu-draft";
import { MenuLinkRow } from "./menu-link-row";

interface MenuEditorProps {
  menu: MenuId;
  links: MenuLink[];
  pages: readonly MenuPageChoice[];
  problems: Record<string, string>;
  /** A note under the menu's description, if the menu's links need one. */
  note?: string | null;
  onChange: (links: MenuLink[]) => void;
}

/** One menu: its links in order (drag, or the keyboard, to reorder), each renamed or removed, and a form to add one. */
export function MenuEditor({ menu, links, pages, problems, note, onChange }: MenuEditorProps) {
  const { name, where } = menuNames[menu];
  const rename = (id: string, label: string) =>
    onChange(links.map((link) => (link.id === id ? { ...link, label } : link)));
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{where}</p>
      {note && <p className="rounded-md bg-linen px-4 py-3 text-sm text-ink-soft">{note}</p>}
      {links.length === 0 ? (
        <div className="rounded-lg border border-dashed border-ink/20 px-6 py-10 text-center">
          <Link2 aria-hidden="true" className="mx-auto h-8 w-8 text-stone" strokeWidth={1.25} />
          <p className="mt-3 text-sm text-muted">No links: visitors do not see this menu. Add a link below.</p>
        </div>
      ) : (
        <SortableList
          entries={links}
          label={`Links in ${name}`}
          noun="link"
          nameOf={(link) => link.label}
          onReorder={onChange}
          className="space-y-2"
        >
          {(link, position, moving) => (
            <MenuLinkRow
              key={link.id}
              link={link}
              position={position}
              moving={moving}
              destination={destinationText(link, pages)}
              problem={problems[link.id]}
              onRename={(label) => rename(link.id, label)}
              onRemove={() => onChange(links.filter((entry) => entry.id !== link.id))}
            />
          )}
        </SortableList>
      )}
      <section className="rounded-lg border border-ink/10 bg-linen/40 p-4 sm:p-5">
        <h3 className="mb-4 text-sm font-semibold">Add a link</h3>
        <AddLinkForm
          menuName={name}
          pages={pages}
          full={links.length >= maxLinksPerMenu ? menuMessages.tooManyLinks : null}
          onAdd={(link) => onChange([...links, link])}
        />
      </section>
    </div>
  );
}

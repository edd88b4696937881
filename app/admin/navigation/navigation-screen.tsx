import { useState } from "react";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import { ScreenHeader } from "~/admin/screen-header";
import type { AdminScreen } from "~/admin/screen-states";
import { UnsavedChangesGuard } from "~/admin/unsaved-changes-guard";
import { type MenuId, menuIds, menuNames, type MenuPageChoice, type Menus } from "~/lib/navigation/menus";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { TabPanel, Tabs } from "~/ui/tabs";

import { headerLinksNotInFooter, nameProblems, sameMenus, withMenu } from "./menu-draft";
import { MenuEditor } from "./menu-editor";
import { MenusPreview } from "./menus-preview";

export const navigationScreen: AdminScreen = {
  title: "Navigation",
  description:
    "The links in the header, the menu on phones and the footer. Change them here, check the preview, then publish: visitors see them at once.",
  what: "The menus",
};

export interface SavedMenus {
  menus: Menus;
  revision: number;
}

/** What the last publish attempt was refused for, and with the conflict the menus as they now are. */
interface Refusal {
  message: string;
  current?: SavedMenus;
}

const tabs = menuIds.map((id) => ({ value: id, label: menuNames[id].name }));

/** /admin/navigation (decision 151): each menu's links, a preview, and Publish. */
export function NavigationScreen({ initial, pages }: { initial: SavedMenus; pages: MenuPageChoice[] }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial.menus);
  const [menu, setMenu] = useState<MenuId>("header");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [resetting, setResetting] = useState(false);
  const changed = !sameMenus(draft, saved.menus);
  const problems = nameProblems(draft);
  const invalid = Object.keys(problems).length > 0;
  const notInFooter = headerLinksNotInFooter(draft);
  const headerNote =
    notInFooter.length > 0
      ? `Not in the footer: ${notInFooter.join(", ")}. Phones without JavaScript reach the header's links through the footer's lists, so add ${notInFooter.length === 1 ? "it" : "them"} to a footer group too.`
      : null;

  const send = async (request: () => Promise<SavedMenus>, done: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await request();
      setSaved(result);
      setDraft(result.menus);
      toast.success(done, { description: "Visitors see the new menus now." });
      return true;
    } catch (error) {
      const current = error instanceof AdminApiError ? (error.body.current as SavedMenus | undefined) : undefined;
      setRefusal({
        message: error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.",
        current,
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    void send(
      () => adminFetch("/api/admin/navigation", { method: "PUT", json: { menus: draft, revision: saved.revision } }),
      "Navigation Published",
    );
  const reset = async () => {
    const done = await send(
      () => adminFetch("/api/admin/navigation", { method: "DELETE", json: { revision: saved.revision } }),
      "Default Menus Restored",
    );
    if (done) setResetting(false);
  };

  return (
    <>
      <ScreenHeader
        {...navigationScreen}
        actions={
          <>
            <Button variant="ghost" onClick={() => setResetting(true)} disabled={busy}>
              Restore default menus
            </Button>
            <Button variant="secondary" onClick={() => setDraft(saved.menus)} disabled={!changed || busy}>
              Discard changes
            </Button>
            <Button onClick={publish} disabled={!changed || invalid || busy}>
              {busy ? "Publishing…" : "Publish Navigation"}
            </Button>
          </>
        }
      />
      <div className="space-y-8">
        <p className="text-sm text-ink-soft" aria-live="polite">
          {changed
            ? invalid
              ? "Every link needs a name before the menus can be published."
              : "You have unpublished changes to the menus."
            : "The menus are as visitors see them."}
        </p>
        {refusal && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{refusal.message} Your changes are still here.</p>
            {refusal.current && (
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => {
                  setSaved(refusal.current!);
                  setDraft(refusal.current!.menus);
                  setRefusal(null);
                }}
              >
                Load the latest menus (your changes are dropped)
              </Button>
            )}
          </div>
        )}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="min-w-0 rounded-lg border border-ink/10 bg-white p-4 sm:p-6">
            <Tabs value={menu} onValueChange={(value) => setMenu(value as MenuId)} tabs={tabs} label="Menus">
              {menuIds.map((id) => (
                <TabPanel key={id} value={id}>
                  <MenuEditor
                    menu={id}
                    links={draft[id]}
                    pages={pages}
                    problems={problems}
                    note={id === "header" ? headerNote : null}
                    onChange={(links) => setDraft((current) => withMenu(current, id, links))}
                  />
                </TabPanel>
              ))}
            </Tabs>
          </div>
          <MenusPreview menus={draft} />
        </div>
      </div>
      <UnsavedChangesGuard
        when={changed}
        what="the menus"
        consequence="Your changes to the menus are not published. If you leave now, they are lost."
      />
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title="Restore the default menus?"
        confirmLabel="Restore default menus"
        busy={busy}
        onConfirm={() => void reset()}
      >
        Every menu goes back to the links the site came with, and visitors see them at once. Links you added are
        removed.
      </ConfirmDialog>
    </>
  );
}

import { Eye, LayoutTemplate, LogOut, Plus, Redo2, RotateCcw, Send, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";

import { ScreenLoading } from "~/admin/screen-loading";
import { useLogout } from "~/admin/use-logout";
import { withSectionCopied } from "~/lib/duplicate";
import { firstPicture } from "~/lib/first-picture";
import { detailsOf, type Section } from "~/lib/page-model";
import { createSection } from "~/sections/section-types";
import { Button, buttonClass } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { openAs, openWhileSet } from "~/ui/dialog";
import { SortableList } from "~/ui/sortable-list";
import { useToasterClearance } from "~/ui/toaster-clearance";

import { type ConflictChoice, ConflictDialog } from "./conflict-dialog";
import { usePageAddress } from "./page-address";
import { type ServerChange, shownSections } from "./page-api";
import { PageInfoBar } from "./page-info-bar";
import { PageSettingsDialog } from "./page-settings-dialog";
import { PageSwitcher } from "./page-switcher";
import { PreviewDialog } from "./preview-dialog";
import { PublishChecklistDialog } from "./publish-checklist/publish-checklist-dialog";
import { usePublishChecks } from "./publish-checklist/use-publish-checks";
import { hasSlugForPublishing, livePath, publishLabel } from "./publish-rules";
import { RecoveryDialog, useEditorRecovery } from "./recovery-dialog";
import { useRevealSection } from "./reveal-section";
import { savingNote } from "./save-status";
import { ScheduleAndShare } from "./schedule-and-share";
import { SectionEditorDialog } from "./section-editor-dialog";
import { sectionName } from "./section-labels";
import { SectionLibraryDialog } from "./section-library-dialog";
import { SectionRow } from "./section-row";
import { serverChangeDone, serverChangeLabel } from "./server-change-messages";
import { useSitePictures } from "./site-pictures";
import { useDiscardUntouchedNewPage } from "./untouched-new-page";
import { usePageEditor } from "./use-page-editor";
import { useSectionClash } from "./use-section-clash";
import { useUndoHistory } from "./use-undo-history";
import { VersionsDialog } from "./versions-dialog";

type OpenDialog = "library" | "settings" | "preview" | "restore" | "versions" | null;

function describeError(error: unknown): string {
  // fetch rejects with a TypeError when the request never reached the server (offline, or the server is down).
  if (error instanceof TypeError)
    return "The server could not be reached. Your changes are kept in this browser; try again once you are online.";
  return error instanceof Error ? error.message : "Please try again.";
}

function EmptySections({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-linen text-bronze">
        <LayoutTemplate aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 font-display text-2xl">This page has no sections yet</h3>
      <p className="mt-2 max-w-md text-sm text-muted">
        Pages are built from sections: a hero, some text, a gallery, features or testimonials. Add the first one and
        shape it to your liking; you can reorder them at any time.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add your first section
      </Button>
    </div>
  );
}

/** 'Undo: delete Testimonial Section', or 'Nothing to undo' and disabled. */
function HistoryButton({
  verb,
  label,
  keys,
  onClick,
}: {
  verb: "Undo" | "Redo";
  label: string | null;
  keys: string;
  onClick: () => void;
}) {
  const Icon = verb === "Undo" ? Undo2 : Redo2;
  const name = label ? `${verb}: ${label}` : `Nothing to ${verb.toLowerCase()}`;
  return (
    <Button
      variant="secondary"
      className="px-3"
      onClick={onClick}
      disabled={!label}
      aria-label={name}
      title={label ? `${name} (${keys})` : name}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}

/** docs/product.md#routes Page builder for the page in `?page=` (a slug, or _home); without it, the page last edited, else home. */
export function PageBuilder() {
  const address = usePageAddress();
  const editor = usePageEditor(address.requested);
  const checks = usePublishChecks(editor.saveNow);
  const { load, page, sections, saveState } = editor;
  const logout = useLogout();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** The section being edited, where it was in the list, and a working copy offered back after a reload. */
  const [editing, setEditing] = useState<{ section: Section; position: number; recovered?: Section } | null>(null);
  const [deleting, setDeleting] = useState<Section | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const actionBar = useToasterClearance();
  // The site's own pictures, for the sections' miniatures.
  const sitePictureAt = useSitePictures();
  useRevealSection(
    added,
    useCallback(() => setAdded(null), []),
  );
  useDiscardUntouchedNewPage(page, sections);
  const recovery = useEditorRecovery(load.kind === "ready" && page ? page.slug : null, sections);
  const history = useUndoHistory(
    load.kind === "ready" && page ? page.slug : null,
    sections,
    editor.setSections,
    editor.saveDetails,
    dialog === null && editing === null && deleting === null && recovery.offer === null,
  );

  // Once a page is open, and after each rename, the address names it, so a reload reopens it.
  const openSlug = page?.slug ?? null;
  const { name } = address;
  useEffect(() => {
    if (openSlug !== null) name(openSlug);
  }, [openSlug, name]);

  const positionOf = useCallback(
    (section: Section) =>
      Math.max(
        0,
        sections.findIndex((candidate) => candidate.id === section.id),
      ),
    [sections],
  );
  const editSection = useCallback(
    (section: Section) => setEditing({ section, position: positionOf(section) }),
    [positionOf],
  );
  const clash = useSectionClash(page?.title ?? "", sections, history.change);
  const serverConflict = editor.conflict;
  // One object while a choice waits, so that putting the dialog off puts off that very choice.
  const conflict = useMemo<ConflictChoice | null>(
    () =>
      clash.choice ??
      (serverConflict && {
        newer: { title: serverConflict.current.page.title, sections: shownSections(serverConflict.current) },
        mine: { title: serverConflict.draft.details.title, sections: serverConflict.draft.sections },
      }),
    [clash.choice, serverConflict],
  );

  const addSection = (type: string, layoutId: string) => {
    const section = createSection(type, layoutId);
    history.change([...sections, section]);
    setDialog(null);
    setAdded(section.id);
    toast.success("Section Added", { description: `${type} section has been added to your page` });
  };

  // 'Section Updated' says the change is saved as the save goes out; refused for a newer version of the page, the
  // save did not happen, and the toast is taken back while the builder asks which version to keep.
  const updatedToast = useRef<string | number | null>(null);
  const sectionUpdated = () => {
    updatedToast.current = toast.success("Section Updated", { description: savingNote(saveState, navigator.onLine) });
  };
  useEffect(() => {
    if (saveState.kind !== "conflict" || updatedToast.current === null) return;
    toast.dismiss(updatedToast.current);
    updatedToast.current = null;
  }, [saveState.kind]);

  // A section or the page settings opened from the checklist: once saved, the checklist is shown again with what is
  // left (decision 156). The editor takes a change into the draft it saves at once, so the checks see it.
  const backToChecklist = useRef(false);

  /** Only what the editor changed goes onto the section as it is now; a clash with another tab asks first. */
  const saveSection = (edited: Section, opened: Section) => {
    if (!editing) return;
    setEditing(null);
    if (clash.apply({ opened, edited, position: editing.position })) {
      sectionUpdated();
      returnToChecklist();
    }
  };

  const duplicateSection = useCallback(
    (original: Section) => {
      const next = withSectionCopied(sections, original.id);
      const copy = next[next.findIndex((section) => section.id === original.id) + 1];
      history.change(next);
      if (copy) setAdded(copy.id);
      toast.success("Section Duplicated", { description: "A copy has been added below it." });
    },
    [sections, history],
  );

  const deleteSection = (removed: Section) => {
    history.change(sections.filter((section) => section.id !== removed.id));
    setDeleting(null);
    toast.success("Section Removed", {
      description: "The section has been removed from your page.",
      action: { label: "Undo", onClick: history.undo },
    });
  };

  /** Runs `work` with the screen busy meanwhile; a failure is told in a toast titled `failed`. */
  const whileBusy = async (failed: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(failed, { description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  const returnToChecklist = () => {
    if (!backToChecklist.current) return;
    backToChecklist.current = false;
    void whileBusy("Page not checked", async () => {
      await checks.check({ showClear: true });
      // The list coming back says the fix was saved; the toasts that said so would cover it on a phone.
      toast.dismiss();
    });
  };

  const showSettings = (open: boolean) => {
    // Closed without saving, the page settings no longer lead back to the checklist.
    if (!open) backToChecklist.current = false;
    setDialog(open ? "settings" : null);
  };

  /** Publish: the checklist first, when something needs attention; else straight through. */
  const publish = async () => {
    if (!page) return;
    if (!hasSlugForPublishing(page)) {
      setDialog("settings");
      toast.error("Page URL Required", { description: "Please set a URL for your page before publishing." });
      return;
    }
    await whileBusy("Page not published", async () => {
      if (await checks.check()) await publishNow();
    });
  };

  const publishNow = () =>
    whileBusy("Page not published", async () => {
      const published = await editor.publish({ saved: true });
      checks.close();
      await navigate(livePath(published.slug));
      toast.success("Page Published", { description: "Your page is live. Here it is, as visitors see it." });
    });

  const restore = () =>
    whileBusy("Layout not restored", async () => {
      await editor.restoreDesignedLayout();
      setDialog(null);
      toast.success("Designed layout restored", { description: "Visitors see the page's designed layout again." });
    });

  /** A version or a section of one restored, changes discarded, the page unpublished: undoable like any edit. */
  const changeOnServer = async (change: ServerChange): Promise<boolean> => {
    try {
      const { before, after, details } = await editor.changeHere(change);
      history.note(before, after, { label: serverChangeLabel(change, after), details });
      const done = serverChangeDone(change);
      toast.success(done.title, { description: done.description });
      return true;
    } catch (error) {
      toast.error("Nothing was changed", { description: describeError(error) });
      return false;
    }
  };

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="w-full sm:w-auto">
        <p className="eyebrow text-bronze">Page builder</p>
        <h1 className="mt-1 font-display text-4xl leading-none text-ink sm:text-5xl">Build your page</h1>
        {load.kind === "ready" && page && <PageSwitcher page={page} onOpen={address.open} />}
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <HistoryButton verb="Undo" label={history.undoLabel} keys="Ctrl+Z" onClick={history.undo} />
        <HistoryButton verb="Redo" label={history.redoLabel} keys="Ctrl+Shift+Z" onClick={history.redo} />
        <Button className="flex-1 sm:flex-none" onClick={() => setDialog("library")} disabled={load.kind !== "ready"}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Section
        </Button>
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Logout
        </Button>
      </div>
    </header>
  );

  if (load.kind !== "ready" || !page) {
    return (
      <div className="mx-auto max-w-5xl space-y-6">
        {header}
        {load.kind === "loading" ? (
          <ScreenLoading />
        ) : (
          <div role="alert" className="rounded-lg border border-ink/10 bg-white px-6 py-14 text-center">
            <h2 className="font-display text-2xl">
              {load.kind === "missing" ? "We could not find that page" : "The page could not be loaded"}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted">
              {load.kind === "error"
                ? load.message
                : "It may have been deleted or renamed. Choose a page from the list."}
            </p>
            {load.kind === "missing" ? (
              <Link to="/admin/pages" className={buttonClass({ variant: "primary" }, "mt-6")}>
                Go to Pages
              </Link>
            ) : (
              <Button className="mt-6" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {header}
      <PageInfoBar
        page={page}
        saveState={saveState}
        onEditSettings={() => setDialog("settings")}
        onVersions={() => setDialog("versions")}
      />
      <ScheduleAndShare page={page} />

      <section aria-labelledby="sections-heading">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="sections-heading" className="text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
            Sections <span className="font-normal text-muted">({sections.length})</span>
          </h2>
          {sections.length > 1 && (
            <p className="hidden text-xs text-muted sm:block">
              Drag the handle, or focus it and use space and the arrow keys, to reorder.
            </p>
          )}
        </div>
        {sections.length === 0 ? (
          <EmptySections onAdd={() => setDialog("library")} />
        ) : (
          <SortableList
            entries={sections}
            label="Sections on this page"
            noun="section"
            nameOf={sectionName}
            onReorder={history.change}
            className="space-y-3"
          >
            {(section, position, moving) => (
              <SectionRow
                key={section.id}
                section={section}
                position={position}
                moving={moving}
                sitePictureAt={sitePictureAt}
                onEdit={editSection}
                onDuplicate={duplicateSection}
                onDelete={setDeleting}
              />
            )}
          </SortableList>
        )}
      </section>

      <div
        ref={actionBar}
        className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-5"
      >
        {page.isStandard && editor.hasPublishedSections && (
          <Button variant="ghost" className="mr-auto" onClick={() => setDialog("restore")}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Restore designed layout
          </Button>
        )}
        <Button
          variant="secondary"
          className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4"
          onClick={() => setDialog("preview")}
        >
          <Eye aria-hidden="true" className="hidden h-4 w-4 sm:block" />
          Preview Page
        </Button>
        <Button
          className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4"
          onClick={() => void publish()}
          disabled={busy}
        >
          <Send aria-hidden="true" className="hidden h-4 w-4 sm:block" />
          {publishLabel(page)}
        </Button>
      </div>

      <PublishChecklistDialog
        problems={checks.problems}
        sections={sections}
        publishLabel={publishLabel(page)}
        busy={busy}
        onOpenSection={(section) => {
          checks.close();
          backToChecklist.current = true;
          editSection(section);
        }}
        onOpenSettings={() => {
          checks.close();
          backToChecklist.current = true;
          setDialog("settings");
        }}
        onPublishAnyway={() => void publishNow()}
        onClose={checks.close}
      />
      <SectionLibraryDialog {...openAs("library", dialog, setDialog)} onAdd={addSection} />
      <PageSettingsDialog
        open={dialog === "settings"}
        onOpenChange={showSettings}
        page={page}
        firstPicture={firstPicture(sections)}
        onSave={async (details) => {
          const before = detailsOf(page);
          await editor.saveDetails(details);
          history.noteDetails(before, details);
          returnToChecklist();
        }}
      />
      <PreviewDialog {...openAs("preview", dialog, setDialog)} page={page} sections={sections} />
      <VersionsDialog
        {...openAs("versions", dialog, setDialog)}
        page={page}
        draft={sections}
        onChange={changeOnServer}
      />
      <ConflictDialog
        conflict={conflict}
        onLoadNewer={clash.choice ? clash.dropMine : editor.loadNewer}
        onKeepMine={
          clash.choice
            ? () => {
                clash.keepMine();
                sectionUpdated();
              }
            : editor.keepMine
        }
      />
      {editing && (
        <SectionEditorDialog
          key={editing.section.id}
          section={editing.section}
          recovered={editing.recovered}
          pageSlug={page.slug}
          onCancel={() => {
            backToChecklist.current = false;
            setEditing(null);
          }}
          onSave={saveSection}
        />
      )}
      <RecoveryDialog
        offer={recovery.offer}
        onRestore={(offer) => {
          recovery.close();
          setEditing({ ...offer, position: positionOf(offer.section) });
        }}
        onDiscard={recovery.discard}
        onLater={recovery.close}
      />
      <ConfirmDialog
        {...openWhileSet(deleting, setDeleting)}
        title={`Delete the section "${deleting?.title.trim() || "Untitled section"}"?`}
        confirmLabel="Delete section"
        onConfirm={() => deleting && deleteSection(deleting)}
      >
        It will be removed from this page.
        {page.isPublished && deleting && editor.liveSectionIds.has(deleting.id)
          ? " Visitors keep seeing it until you publish again."
          : ""}
      </ConfirmDialog>
      <ConfirmDialog
        {...openAs("restore", dialog, setDialog)}
        title={`Restore the designed layout of "${page.title}"?`}
        confirmLabel="Restore designed layout"
        onConfirm={() => void restore()}
        busy={busy}
      >
        Visitors will see the {page.title} page as it was designed, instead of the sections you published. Your sections
        are set back to the page's starting set.
      </ConfirmDialog>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { AdminApiError } from "~/admin/admin-fetch";
import { detailsOf, type PageDetails, type PageForEditing, type PageSummary, type Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { type Draft, DraftSaver, type SaveState } from "./draft-saver";
import { changeOnServer, fetchPage, publishPage, saveDraft, type ServerChange, shownSections } from "./page-api";
import { onOtherTabChange, parseStored, sessionKeys, setSessionFlag, storageKeys } from "./storage";
import {
  forgetPendingEdit,
  lastEditedSlug,
  pendingEditOf,
  rememberPendingEdit,
  rememberWorkingCopy,
  storedShapes,
} from "./working-copy";

export type LoadState =
  { kind: "loading" } | { kind: "ready" } | { kind: "missing" } | { kind: "error"; message: string };

const idsOf = (sections: readonly Section[]): ReadonlySet<string> => new Set(sections.map((section) => section.id));

/** What the builder shows: the unsaved local copy if there is one (it is newer), else the server's draft. */
function startingPoint(data: PageForEditing): { page: PageSummary; sections: Section[]; pending: Draft | null } {
  const pending = pendingEditOf(data.page.slug);
  if (pending) return { page: { ...data.page, ...pending.details }, sections: pending.sections, pending };
  // docs/product.md#states: default sections load when none are stored for the slug.
  return { page: data.page, sections: data.draft ?? data.published ?? data.defaults, pending: null };
}

/** The page, and every section type's declaration, which the builder's library and editor read as they draw. */
async function loadPage(requested: string | null): Promise<PageForEditing> {
  const slug = requested ?? lastEditedSlug() ?? "";
  const [page] = await Promise.all([fetchPageOrHome(requested, slug), loadSectionTypes()]);
  return page;
}

async function fetchPageOrHome(requested: string | null, slug: string): Promise<PageForEditing> {
  try {
    return await fetchPage(slug);
  } catch (error) {
    // The page last edited may have been deleted since; without an explicit choice, open home.
    if (requested === null && slug !== "" && error instanceof AdminApiError && error.status === 404)
      return fetchPage("");
    throw error;
  }
}

/**
 * The page being built: loads it (requested slug, else the one last edited, else home), keeps the
 * working copy in local storage and in step with other tabs, and autosaves every edit as the draft.
 */
export function usePageEditor(requestedSlug: string | null) {
  const [page, setPage] = useState<PageSummary | null>(null);
  const [sections, setSectionsState] = useState<Section[]>([]);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const [saveState, setSaveState] = useState<SaveState>({ kind: "saved" });
  /** A save the server refused because the page changed elsewhere, waiting for the administrator's choice. */
  const [conflict, setConflict] = useState<{ current: PageForEditing; draft: Draft } | null>(null);
  /** Whether visitors see published sections (for a standard page, instead of its designed layout). */
  const [hasPublishedSections, setHasPublishedSections] = useState(false);
  /** The sections visitors see now, by id: a section deleted from the draft stays live only if it is one of them. */
  const [liveSectionIds, setLiveSectionIds] = useState<ReadonlySet<string>>(new Set());
  const pageRef = useRef<PageSummary | null>(null);
  const sectionsRef = useRef<Section[]>([]);
  const saverRef = useRef<DraftSaver | null>(null);

  const show = useCallback((nextPage: PageSummary, nextSections: Section[]) => {
    pageRef.current = nextPage;
    sectionsRef.current = nextSections;
    setPage(nextPage);
    setSectionsState(nextSections);
  }, []);

  const startEditing = useCallback(
    (data: PageForEditing) => {
      saverRef.current?.close();
      const { page: startPage, sections: startSections, pending } = startingPoint(data);
      // A local edit the server has not confirmed is saved on the revision it was made on, so a page
      // changed elsewhere meanwhile is a conflict to resolve, not something to overwrite.
      const saver: DraftSaver = new DraftSaver(data.page.slug, pending?.baseRevision ?? data.page.revision, {
        save: (through, draft, baseRevision) => saveDraft(through, draft.details, draft.sections, baseRevision),
        onState: (state) => {
          if (saverRef.current === saver) setSaveState(state);
        },
        onConflict: (current, draft) => {
          if (saverRef.current === saver) setConflict({ current, draft });
        },
        onSaved: (saved, draft, { through, overtaken }) => {
          forgetPendingEdit(through, draft, saved.revision);
          // A rename from another tab, shown here meanwhile, stands: the answer names the page as it was.
          if (saverRef.current !== saver || overtaken) return;
          // The server's answer is the page as saved, with its publishing status.
          show(saved, sectionsRef.current);
          rememberWorkingCopy(saved, sectionsRef.current, through);
        },
      });
      saverRef.current = saver;
      saver.loaded({ details: detailsOf(data.page), sections: shownSections(data), editedAt: 0 });
      setConflict(null);
      show(startPage, startSections);
      setHasPublishedSections(data.published !== null);
      setLiveSectionIds(idsOf(data.page.isPublished ? (data.published ?? data.defaults) : []));
      setSaveState({ kind: "saved" });
      rememberWorkingCopy(startPage, startSections, data.page.slug);
      setLoad({ kind: "ready" });
      if (pending) {
        // A reload never loses an edit: the local copy the server has not confirmed is saved now.
        saver.edit(pending);
        void saver.flush().catch(() => undefined);
      }
    },
    [show],
  );

  useEffect(() => {
    // Asked for the page already open (a link to it): it stays as it is.
    if (requestedSlug !== null && pageRef.current && requestedSlug === pageRef.current.slug) return;
    let cancelled = false;
    setLoad({ kind: "loading" });
    loadPage(requestedSlug).then(
      (data) => {
        if (!cancelled) startEditing(data);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof AdminApiError && error.status === 404) setLoad({ kind: "missing" });
        else
          setLoad({ kind: "error", message: error instanceof Error ? error.message : "The page could not be loaded." });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requestedSlug, startEditing]);

  useEffect(() => () => saverRef.current?.close(), []);

  // The connection is back: what waits is sent at once, not after the rest of the back-off.
  useEffect(() => {
    const retryNow = () => saverRef.current?.retryNow();
    window.addEventListener("online", retryNow);
    return () => window.removeEventListener("online", retryNow);
  }, []);

  // Coming back to the tab: a version saved meanwhile from another browser (which the tabs of this one hear of as it
  // happens) is shown, when nothing here waits to be saved; with something waiting, its save meets the newer version
  // and asks which to keep, as ever.
  useEffect(() => {
    if (saveState.kind !== "saved") return;
    let stale = false;
    const onShown = () => {
      const saver = saverRef.current;
      if (document.visibilityState !== "visible" || !saver) return;
      const asked = saver.revision;
      fetchPage(saver.serverSlug).then(
        (current) => {
          if (stale || saverRef.current !== saver || saver.revision !== asked || current.page.revision <= asked) return;
          startEditing(current);
          toast.info("This page was changed in another browser: here is its newest version.");
        },
        () => undefined,
      );
    };
    document.addEventListener("visibilitychange", onShown);
    return () => {
      stale = true;
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [saveState.kind, startEditing]);

  // docs/product.md#states Cross-tab sync: another tab's edits to this page's details and sections show here too.
  useEffect(
    () =>
      onOtherTabChange((key, text) => {
        const current = pageRef.current;
        const saver = saverRef.current;
        if (!current || !saver) return;
        if (key === storageKeys.pageSectionsOf(current.slug)) {
          const next = parseStored(key, text, storedShapes.sections, null);
          if (!next) return;
          show(current, next);
          // The other tab saves it; this tab only follows, so the two never race for one revision.
          saver.adopt({ details: detailsOf(current), sections: next, editedAt: Date.now() });
          forgetPendingEdit(saver.serverSlug, { details: detailsOf(current), sections: next, editedAt: Date.now() });
        } else if (key === storageKeys.pageDetails) {
          const other = parseStored(key, text, storedShapes.pageDetails, null);
          if (!other || (other.slug !== current.slug && other.renamedFrom !== current.slug)) return;
          const { renamedFrom: _renamedFrom, ...details } = other;
          show({ ...current, ...details, status: details.status ?? current.status }, sectionsRef.current);
          saver.follow(other.slug, other.revision, {
            details: detailsOf(details),
            sections: sectionsRef.current,
            editedAt: Date.now(),
          });
        }
      }),
    [show],
  );

  /** A local edit of the sections: shown, kept in local storage, autosaved. */
  const setSections = useCallback(
    (next: Section[]) => {
      const current = pageRef.current;
      const saver = saverRef.current;
      if (!current || !saver) return;
      show(current, next);
      const draft: Draft = { details: detailsOf(current), sections: next, editedAt: Date.now() };
      rememberWorkingCopy(current, next);
      rememberPendingEdit(saver.serverSlug, { ...draft, baseRevision: saver.revision });
      saver.edit(draft);
    },
    [show],
  );

  /**
   * Page Settings: saved at once, with `sections` when given (undoing a version restored brings back both in one
   * save); rejects with the server's message (e.g. a slug already taken).
   */
  const saveDetails = useCallback(
    async (details: PageDetails, sections?: Section[]) => {
      const saver = saverRef.current;
      if (!saver) return;
      await saver.commit({ details, sections: sections ?? sectionsRef.current, editedAt: Date.now() });
      const saved = pageRef.current;
      if (sections && saved) {
        show(saved, sections);
        rememberWorkingCopy(saved, sections);
      }
      setSessionFlag(sessionKeys.adminPanelRefresh);
    },
    [show],
  );

  /**
   * Saves the latest edits as the draft, even when nothing changed (default sections are not stored until then), and
   * answers the slug the server knows the page by: what a publish, or the checks before it, then work on.
   */
  const saveNow = useCallback(async (): Promise<string> => {
    const saver = saverRef.current;
    const current = pageRef.current;
    if (!saver || !current) throw new Error("The page is still loading.");
    await saver.commit({ details: detailsOf(current), sections: sectionsRef.current, editedAt: Date.now() });
    return saver.serverSlug;
  }, []);

  /**
   * Copies the draft to published (docs/product.md#publishing), saving the latest edits first unless `saved` says the
   * checks before publishing just saved them (nothing can change while their answer is awaited or shown).
   */
  const publish = useCallback(
    async ({ saved = false } = {}): Promise<PageSummary> => {
      if (!saved) await saveNow();
      const saver = saverRef.current!;
      const published = await publishPage(saver.serverSlug, { revision: saver.revision });
      show(published, sectionsRef.current);
      setHasPublishedSections(true);
      setLiveSectionIds(idsOf(sectionsRef.current));
      rememberWorkingCopy(published, sectionsRef.current);
      setSessionFlag(sessionKeys.adminPanelRefresh);
      if (published.slug === "") setSessionFlag(sessionKeys.homePageRefresh);
      return published;
    },
    [show, saveNow],
  );

  /** docs/product.md#standard-pages: a standard page goes back to its designed layout for visitors. */
  const restoreDesignedLayout = useCallback(async () => {
    const saver = saverRef.current;
    if (!saver) return;
    await saver.flush().catch(() => undefined);
    const restored = await publishPage(saver.serverSlug, { restore: true, revision: saver.revision });
    startEditing(await fetchPage(restored.slug));
    setSessionFlag(sessionKeys.adminPanelRefresh);
    if (restored.slug === "") setSessionFlag(sessionKeys.homePageRefresh);
  }, [startEditing]);

  /**
   * A version restored, a section of one, unpublished changes discarded, or the page unpublished: the latest edits
   * are saved first, the server makes the change on that revision, and the builder shows the page as it now is.
   * Answers the sections and the page settings before and after, for undo.
   */
  const changeHere = useCallback(
    async (
      change: ServerChange,
    ): Promise<{ before: Section[]; after: Section[]; details: { before: PageDetails; after: PageDetails } }> => {
      const saver = saverRef.current;
      const page = pageRef.current;
      if (!saver || !page) throw new Error("The page is still loading.");
      const before = sectionsRef.current;
      await saver.flush();
      const data = await changeOnServer(saver.serverSlug, saver.revision, change);
      startEditing(data);
      setSessionFlag(sessionKeys.adminPanelRefresh);
      return {
        before,
        after: shownSections(data),
        details: { before: detailsOf(page), after: detailsOf(data.page) },
      };
    },
    [startEditing],
  );

  /** 'Load the newer version': this tab's unsaved draft is dropped and the page as saved elsewhere shown. */
  const loadNewer = useCallback(() => {
    if (!conflict) return;
    forgetPendingEdit(saverRef.current?.serverSlug ?? conflict.current.page.slug, conflict.draft);
    startEditing(conflict.current);
  }, [conflict, startEditing]);

  /** 'Keep this version': this tab's draft is saved on top of the newer revision. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    saverRef.current?.keepMine(conflict.current.page.revision);
  }, [conflict]);

  return {
    conflict,
    loadNewer,
    keepMine,
    load,
    page,
    sections,
    saveState,
    hasPublishedSections,
    liveSectionIds,
    setSections,
    saveDetails,
    saveNow,
    publish,
    restoreDesignedLayout,
    changeHere,
  };
}

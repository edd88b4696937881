import { AdminApiError } from "~/admin/admin-fetch";
import type { PageDetails, PageForEditing, PageSummary, Section } from "~/lib/page-model";

import { conflictMessage, conflictOf, sameDraft } from "./page-api";

/** The page as edited; `editedAt` (ms) tells the newest edit, in this tab and in local storage. */
export interface Draft {
  details: PageDetails;
  sections: Section[];
  editedAt: number;
  /** The draft revision the edit was made on, kept with an edit the server has not confirmed yet. */
  baseRevision?: number;
}

/** What the builder shows about autosaving (docs/product.md#publishing). */
export type SaveState =
  | { kind: "saved" }
  | { kind: "saving" }
  | { kind: "retrying"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; message: string };

interface DraftSaverOptions {
  /** Saves `draft` as the revision after `baseRevision`; a 409 when the page has moved on since. */
  save: (serverSlug: string, draft: Draft, baseRevision: number) => Promise<PageSummary>;
  onState: (state: SaveState) => void;
  /**
   * After each successful save, made through the slug `through`; `latest` tells whether edits made
   * meanwhile are still waiting; `overtaken`, that another tab renamed the page before the answer came.
   */
  onSaved: (page: PageSummary, draft: Draft, saved: { through: string; latest: boolean; overtaken: boolean }) => void;
  /**
   * The page was changed in another tab or browser since the revision this draft was based on. Nothing
   * was written, and nothing more is saved until the administrator chooses: `keepMine` or a fresh saver
   * on `current`.
   */
  onConflict: (current: PageForEditing, draft: Draft) => void;
  debounceMs?: number;
}

const firstRetryMs = 2_000;
const longestRetryMs = 30_000;

/** A server answer that will not change by asking again (bad data, a taken slug); anything else is retried. */
function isFinal(error: unknown): error is AdminApiError {
  return (
    error instanceof AdminApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "The server could not be reached.";
}

/**
 * Saves the page's draft to the server ~800 ms after the last edit, one request at a time, retrying
 * with back-off while the server cannot be reached, so every edit reaches the server in the end.
 */
export class DraftSaver {
  private latest: Draft | null = null;
  private version = 0;
  private savedVersion = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = firstRetryMs;
  private chain: Promise<unknown> = Promise.resolve();
  private lastError: unknown = null;
  private disposed = false;
  /** Set while a conflict waits for the administrator's choice: nothing is saved meanwhile. */
  private conflicted = false;
  /**
   * The page as this tab last knew the server has it, or will have it from another tab of this browser:
   * what this tab's own edits were made on. A newer revision with exactly this content loses nothing when
   * this tab's draft is saved on top of it, so that is no conflict.
   */
  private known: Draft | null = null;

  constructor(
    /** The slug the server knows the page by: a rename goes through it, then it follows the new slug. */
    public serverSlug: string,
    /** The draft revision the next save is based on; each save moves it on. */
    public revision: number,
    private readonly options: DraftSaverOptions,
  ) {}

  get hasUnsavedEdits(): boolean {
    return this.savedVersion < this.version;
  }

  /** Records an edit and saves it after the pause. */
  edit(draft: Draft): void {
    this.latest = draft;
    this.version += 1;
    this.retryMs = firstRetryMs;
    this.options.onState({ kind: "saving" });
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Saves now whatever is waiting; rejects with the server's message if it could not be saved. */
  async flush(): Promise<void> {
    this.cancelTimer();
    await this.enqueue(() => this.saveLatest());
    if (this.hasUnsavedEdits) throw this.lastError ?? new Error("Your changes could not be saved.");
  }

  /**
   * Saves this draft now and, only if the server accepts it, makes it the latest (the page settings
   * dialog stays open with its values when the server refuses, e.g. a slug that is taken).
   */
  commit(draft: Draft): Promise<PageSummary> {
    this.cancelTimer();
    return this.enqueue(async () => {
      const through = this.serverSlug;
      let page: PageSummary;
      try {
        page = await this.send(through, draft);
      } catch (error) {
        if (conflictOf(error)) {
          // Kept as the latest edit, so 'Keep this version' saves what was committed here.
          this.latest = draft;
          this.version += 1;
          this.noticeConflict(error, draft);
        } else if (this.hasUnsavedEdits) {
          // The edits waiting before this commit are still saved: a refusal of the commit is not theirs.
          if (isFinal(error)) this.schedule(0);
          else this.retryLater(error);
        }
        throw error;
      }
      this.latest = draft;
      this.version += 1;
      this.savedVersion = this.version;
      const overtaken = this.answered(through, page);
      this.options.onSaved(page, draft, { through, latest: true, overtaken });
      this.options.onState({ kind: "saved" });
      return page;
    });
  }

  /**
   * Takes in the server's answer to a save sent through `through`. When another tab renamed the page while the save
   * was on its way (`follow`), the answer names the page as it was: the rename and its later revision stand, and the
   * answer is `overtaken`.
   */
  private answered(through: string, page: PageSummary): boolean {
    const overtaken = this.serverSlug !== through;
    this.revision = Math.max(this.revision, page.revision);
    if (!overtaken) this.serverSlug = page.slug;
    return overtaken;
  }

  /**
   * Another tab saved (or renamed) the page, which this tab now shows as `shown`: follow it without saving again. An
   * edit of this tab's still waiting was made on the page settings as they were; it is saved with the ones followed,
   * or it would put the old name back.
   */
  follow(serverSlug: string, revision?: number, shown?: Draft): void {
    this.serverSlug = serverSlug;
    if (revision !== undefined && revision > this.revision) this.revision = revision;
    if (!shown) return;
    this.known = shown;
    if (this.latest && this.hasUnsavedEdits && !this.conflicted)
      this.latest = { ...this.latest, details: shown.details };
  }

  /** The page as loaded from the server. */
  loaded(draft: Draft): void {
    this.known = draft;
  }

  /**
   * Another tab's edit is shown here: that tab saves it, so nothing of this tab's waits any more (saving
   * it from here too would only race the other tab for the same revision).
   */
  adopt(draft: Draft): void {
    this.cancelTimer();
    this.latest = draft;
    this.known = draft;
    this.savedVersion = this.version;
    if (!this.conflicted) this.options.onState({ kind: "saved" });
  }

  /** The connection is back: what is waiting is sent now, not after the rest of the back-off. */
  retryNow(): void {
    if (!this.hasUnsavedEdits || this.conflicted || this.disposed) return;
    this.retryMs = firstRetryMs;
    this.schedule(0);
  }

  /** 'Keep this version': saves the latest draft on top of the newer revision the conflict showed. */
  keepMine(revision: number): void {
    this.revision = revision;
    this.conflicted = false;
    if (this.savedVersion === this.version) this.version += 1;
    this.options.onState({ kind: "saving" });
    this.schedule(0);
  }

  /** The builder is leaving this page: send what is waiting once more, then stop retrying. */
  close(): void {
    this.cancelTimer();
    if (this.hasUnsavedEdits) void this.enqueue(() => this.saveLatest());
    this.disposed = true;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private schedule(ms: number) {
    this.cancelTimer();
    if (this.disposed || this.conflicted) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.enqueue(() => this.saveLatest());
    }, ms);
  }

  private cancelTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async saveLatest(): Promise<void> {
    const draft = this.latest;
    const version = this.version;
    if (!draft || version <= this.savedVersion || this.conflicted) return;
    const through = this.serverSlug;
    try {
      const page = await this.send(through, draft, { waiting: true });
      this.savedVersion = Math.max(this.savedVersion, version);
      const overtaken = this.answered(through, page);
      this.lastError = null;
      this.retryMs = firstRetryMs;
      const latest = version === this.version;
      this.options.onSaved(page, draft, { through, latest, overtaken });
      if (latest) this.options.onState({ kind: "saved" });
    } catch (error) {
      this.lastError = error;
      if (this.disposed) return;
      // Sent through the slug another tab has since renamed the page from: what still waits goes through the new one.
      if (this.renamedSince(error, through)) return this.saveLatest();
      if (this.noticeConflict(error, draft)) return;
      if (isFinal(error)) {
        this.options.onState({ kind: "failed", message: error.message });
        return;
      }
      this.retryLater(error);
    }
  }

  /** Whether a save was refused as a page that is not there because another tab renamed it from `through` since. */
  private renamedSince(error: unknown, through: string): boolean {
    return error instanceof AdminApiError && error.status === 404 && this.serverSlug !== through;
  }

  /** Saving failed in a way that asking again may change: try again after a growing pause. */
  private retryLater(error: unknown) {
    console.error("Autosave failed; retrying:", error);
    this.options.onState({ kind: "retrying", message: messageOf(error) });
    this.schedule(this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, longestRetryMs);
  }

  /**
   * Saves on the current revision. A 409 whose page as it is now is this very draft (another tab saved
   * the same edit) is no conflict: that save is this one's. So is, for an edit that was `waiting`, a 409 whose page
   * is what this tab has adopted since; never for a commit, whose change is newer than anything adopted.
   */
  private async send(through: string, draft: Draft, { waiting = false, attempts = 3 } = {}): Promise<PageSummary> {
    try {
      const page = await this.options.save(through, draft, this.revision);
      this.known = draft;
      return page;
    } catch (error) {
      const current = conflictOf(error);
      if (!current) throw error;
      if (sameDraft(current, draft)) {
        this.known = draft;
        return current.page;
      }
      // Another tab of this browser saved what this tab has adopted since (its edit, with this one's in it).
      if (
        waiting &&
        this.latest &&
        this.latest !== draft &&
        this.latest === this.known &&
        sameDraft(current, this.latest)
      )
        return current.page;
      // Only a revision this tab had not heard of yet, with what it already shows: save on top of it.
      if (attempts > 1 && this.known && sameDraft(current, this.known)) {
        this.revision = current.page.revision;
        return this.send(current.page.slug, draft, { waiting, attempts: attempts - 1 });
      }
      throw error;
    }
  }

  /** A 409: saving stops and the administrator is asked what to keep. True if it was one. */
  private noticeConflict(error: unknown, draft: Draft): boolean {
    const current = conflictOf(error);
    if (!current) return false;
    this.conflicted = true;
    this.options.onState({ kind: "conflict", message: conflictMessage });
    this.options.onConflict(current, draft);
    return true;
  }
}

import { AdminApiError } from "~/admin/admin-fetch";
import type { PageDetails, PageSummary, Section } from "~/lib/page-model";

/** The page as edited; `editedAt` (ms) tells the newest edit, in this tab and in local storage. */
export interface Draft {
  details: PageDetails;
  sections: Section[];
  editedAt: number;
}

/** What the builder shows about autosaving (docs/product.md#publishing). */
export type SaveState =
  { kind: "saved" } | { kind: "saving" } | { kind: "retrying"; message: string } | { kind: "failed"; message: string };

interface DraftSaverOptions {
  save: (serverSlug: string, draft: Draft) => Promise<PageSummary>;
  onState: (state: SaveState) => void;
  /**
   * After each successful save, made through the slug `through`; `latest` tells whether edits made
   * meanwhile are still waiting.
   */
  onSaved: (page: PageSummary, draft: Draft, saved: { through: string; latest: boolean }) => void;
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

  constructor(
    /** The slug the server knows the page by: a rename goes through it, then it follows the new slug. */
    public serverSlug: string,
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
      const page = await this.options.save(through, draft);
      this.latest = draft;
      this.version += 1;
      this.savedVersion = this.version;
      this.serverSlug = page.slug;
      this.options.onSaved(page, draft, { through, latest: true });
      this.options.onState({ kind: "saved" });
      return page;
    });
  }

  /** Another tab saved (or renamed) the page: follow its slug without saving again. */
  follow(serverSlug: string): void {
    this.serverSlug = serverSlug;
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
    if (this.disposed) return;
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
    if (!draft || version <= this.savedVersion) return;
    try {
      const through = this.serverSlug;
      const page = await this.options.save(through, draft);
      this.savedVersion = Math.max(this.savedVersion, version);
      this.serverSlug = page.slug;
      this.lastError = null;
      this.retryMs = firstRetryMs;
      const latest = version === this.version;
      this.options.onSaved(page, draft, { through, latest });
      if (latest) this.options.onState({ kind: "saved" });
    } catch (error) {
      this.lastError = error;
      if (this.disposed) return;
      if (isFinal(error)) {
        this.options.onState({ kind: "failed", message: error.message });
        return;
      }
      console.error("Autosave failed; retrying:", error);
      this.options.onState({ kind: "retrying", message: messageOf(error) });
      this.schedule(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, longestRetryMs);
    }
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdminApiError } from "~/admin/admin-fetch";
import { noSearchSettings, type PageForEditing, type PageSummary } from "~/lib/page-model";

import { type Draft, DraftSaver, type SaveState } from "./draft-saver";

function draft(title: string, editedAt = 1, slug = "spring"): Draft {
  return { details: { title, slug, description: "", ...noSearchSettings }, sections: [], editedAt };
}

function pageFor(d: Draft): PageSummary {
  return {
    ...d.details,
    liveSlug: null,
    isPublished: false,
    isStandard: false,
    status: "draft",
    updatedAt: "2026-11-01T10:00:00.000Z",
    revision: 1,
  };
}

function setup(save: (through: string, d: Draft, baseRevision: number) => Promise<PageSummary>) {
  const states: SaveState["kind"][] = [];
  const saved: { title: string; through: string; latest: boolean; overtaken: boolean }[] = [];
  const conflicts: { current: PageForEditing; draft: Draft }[] = [];
  const saver = new DraftSaver("spring", 1, {
    save,
    onState: (state) => states.push(state.kind),
    onSaved: (_page, d, info) => saved.push({ title: d.details.title, ...info }),
    onConflict: (current, d) => conflicts.push({ current, draft: d }),
  });
  return { saver, states, saved, conflicts };
}

/** The conflict was taken as this very draft saved: none was raised, the saver says so and stands on `revision`. */
function expectTakenAsSaved({ saver, states, conflicts }: ReturnType<typeof setup>, revision: number) {
  expect(conflicts).toEqual([]);
  expect(states.at(-1)).toBe("saved");
  expect(saver.revision).toBe(revision);
}

describe("DraftSaver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, about 800 ms after the last of several quick edits", async () => {
    const save = vi.fn(async (_through: string, d: Draft) => pageFor(d));
    const { saver, states } = setup(save);
    saver.edit(draft("a"));
    await vi.advanceTimersByTimeAsync(500);
    saver.edit(draft("ab"));
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    expect(states.at(-1)).toBe("saving");
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith("spring", draft("ab"), 1);
    expect(states.at(-1)).toBe("saved");
    expect(saver.hasUnsavedEdits).toBe(false);
  });

  it("retries with back-off while the server cannot be reached, then saves", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const save = vi
      .fn<(through: string, d: Draft) => Promise<PageSummary>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new AdminApiError("Server error", 500, {}))
      .mockImplementation(async (_through, d) => pageFor(d));
    const { saver, states } = setup(save);
    saver.edit(draft("a"));
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(3_999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe("saved");
  });

  it("stops on an answer that asking again will not change, with the server's message", async () => {
    const save = vi.fn().mockRejectedValue(new AdminApiError("Use a hex colour such as #ffffff.", 400, {}));
    const states: SaveState[] = [];
    const saver = new DraftSaver("spring", 1, {
      save,
      onState: (s) => states.push(s),
      onSaved: () => {},
      onConflict: () => {},
    });
    saver.edit(draft("a"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ kind: "failed", message: "Use a hex colour such as #ffffff." });
    await expect(saver.flush()).rejects.toThrow("Use a hex colour such as #ffffff.");
  });

  it("saves one request at a time; an edit made during a save is saved after it", async () => {
    let finish: (() => void) | undefined;
    const save = vi.fn(
      (_through: string, d: Draft) => new Promise<PageSummary>((resolve) => (finish = () => resolve(pageFor(d)))),
    );
    const { saver, saved } = setup(save);
    saver.edit(draft("first", 1));
    await vi.advanceTimersByTimeAsync(800);
    saver.edit(draft("second", 2));
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved[0]).toEqual({ title: "first", through: "spring", latest: false, overtaken: false });
    expect(save).toHaveBeenCalledTimes(2);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved[1]).toEqual({ title: "second", through: "spring", latest: true, overtaken: false });
  });

  it("flush saves what is waiting at once", async () => {
    const save = vi.fn(async (_through: string, d: Draft) => pageFor(d));
    const { saver } = setup(save);
    saver.edit(draft("a"));
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("commit renames through the old slug and follows the new one; a refusal changes nothing", async () => {
    const save = vi.fn(async (_through: string, d: Draft) => pageFor(d));
    const { saver, saved } = setup(save);
    await saver.commit(draft("Spring", 1, "spring-2025"));
    expect(save).toHaveBeenLastCalledWith("spring", draft("Spring", 1, "spring-2025"), 1);
    expect(saved.at(-1)).toEqual({ title: "Spring", through: "spring", latest: true, overtaken: false });
    expect(saver.serverSlug).toBe("spring-2025");

    save.mockRejectedValueOnce(
      new AdminApiError("Another page already uses this URL. Please choose another.", 409, {}),
    );
    await expect(saver.commit(draft("Taken", 2, "about-us"))).rejects.toThrow("Another page already uses this URL.");
    expect(saver.serverSlug).toBe("spring-2025");
    expect(saver.hasUnsavedEdits).toBe(false);
  });

  it("a commit that fails while offline leaves the waiting edit retried, and the connection's return sends it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let online = false;
    const save = vi.fn(async (_through: string, d: Draft) => {
      if (!online) throw new TypeError("Failed to fetch");
      return pageFor(d);
    });
    const { saver, states } = setup(save);
    saver.edit(draft("offline"));
    await vi.advanceTimersByTimeAsync(800);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    expect(states.at(-1)).toBe("retrying");
    await expect(saver.commit(draft("offline"))).rejects.toThrow("Failed to fetch");
    expect(saver.hasUnsavedEdits).toBe(true);
    expect(states.at(-1)).toBe("retrying");

    online = true;
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith("spring", draft("offline"), 1);
    expect(states.at(-1)).toBe("saved");
    expect(saver.hasUnsavedEdits).toBe(false);
  });

  it("after a failed commit, the back-off goes on by itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const save = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const { saver } = setup(save);
    saver.edit(draft("offline"));
    await vi.advanceTimersByTimeAsync(800);
    await expect(saver.commit(draft("offline"))).rejects.toThrow();
    const tries = save.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save.mock.calls.length).toBeGreaterThan(tries);
  });

  it("on close sends what is waiting once more, and does not retry after", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const save = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const { saver } = setup(save);
    saver.edit(draft("a"));
    saver.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  describe("revisions", () => {
    /** The server's 409: the page as saved elsewhere, at `revision`. */
    const conflict = (d: Draft, revision: number) =>
      new AdminApiError("This page was changed in another tab or browser.", 409, {
        current: { page: { ...pageFor(d), revision }, draft: d.sections, published: null, defaults: [] },
      });

    /** A server that refuses the first save with a conflict over `elsewhere` at `revision`, then saves each on its base. */
    const refusingOnceFor = (elsewhere: Draft, revision: number) =>
      vi
        .fn<(through: string, d: Draft, base: number) => Promise<PageSummary>>()
        .mockRejectedValueOnce(conflict(elsewhere, revision))
        .mockImplementation(async (_through, d, base) => ({ ...pageFor(d), revision: base + 1 }));

    it("bases each save on the revision the one before made", async () => {
      const save = vi.fn(async (_through: string, d: Draft, base: number) => ({ ...pageFor(d), revision: base + 1 }));
      const { saver } = setup(save);
      saver.edit(draft("a"));
      await vi.advanceTimersByTimeAsync(800);
      saver.edit(draft("ab"));
      await vi.advanceTimersByTimeAsync(800);
      expect(save.mock.calls.map((call) => call[2])).toEqual([1, 2]);
      expect(saver.revision).toBe(3);
    });

    it("on a conflict stops saving and asks; 'keep this version' saves on the newer revision", async () => {
      const save = refusingOnceFor(draft("Saved elsewhere"), 5);
      const { saver, states, conflicts } = setup(save);
      saver.edit(draft("mine"));
      await vi.advanceTimersByTimeAsync(800);
      expect(states.at(-1)).toBe("conflict");
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]!.current.page.title).toBe("Saved elsewhere");
      saver.edit(draft("mine, more"));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(save).toHaveBeenCalledTimes(1);
      expect(saver.hasUnsavedEdits).toBe(true);
      saver.keepMine(5);
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenLastCalledWith("spring", draft("mine, more"), 5);
      expect(states.at(-1)).toBe("saved");
      expect(saver.revision).toBe(6);
    });

    it("takes a conflict whose newer version is this very draft as saved (another tab saved the same edit)", async () => {
      const save = vi.fn().mockRejectedValue(conflict(draft("same"), 4));
      const run = setup(save);
      run.saver.edit(draft("same"));
      await vi.advanceTimersByTimeAsync(800);
      expectTakenAsSaved(run, 4);
    });

    it("saves on top of a revision it had not heard of when that revision is exactly what it shows", async () => {
      const save = refusingOnceFor(draft("from the other tab"), 4);
      const { saver, conflicts } = setup(save);
      saver.adopt(draft("from the other tab"));
      saver.edit(draft("mine on top"));
      await vi.advanceTimersByTimeAsync(800);
      expect(conflicts).toEqual([]);
      expect(save).toHaveBeenLastCalledWith("spring", draft("mine on top"), 4);
      expect(saver.revision).toBe(5);
    });

    it("a save refused because another tab saved what this tab adopted meanwhile is taken as saved", async () => {
      let refuse: (error: unknown) => void = () => {};
      const save = vi
        .fn<(through: string, d: Draft, base: number) => Promise<PageSummary>>()
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
      const run = setup(save);
      run.saver.edit(draft("title here"));
      await vi.advanceTimersByTimeAsync(800);
      // While it is under way, the other tab's edit (this one's title with its text) arrives and is saved there.
      run.saver.adopt(draft("title here, text there"));
      refuse(conflict(draft("title here, text there"), 3));
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenCalledTimes(1);
      expectTakenAsSaved(run, 3);
    });

    it("a committed change refused for a conflict is what 'keep this version' saves", async () => {
      const save = refusingOnceFor(draft("Saved elsewhere"), 3);
      const { saver, conflicts } = setup(save);
      await expect(saver.commit(draft("New settings"))).rejects.toThrow("This page was changed");
      expect(conflicts).toHaveLength(1);
      saver.keepMine(3);
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenLastCalledWith("spring", draft("New settings"), 3);
      expect(saver.revision).toBe(4);
    });

    it("keeps a rename another tab made while a save was on its way, and its later revision", async () => {
      let finish: (() => void) | undefined;
      const save = vi.fn(
        (_through: string, d: Draft) =>
          new Promise<PageSummary>((resolve) => (finish = () => resolve({ ...pageFor(d), revision: 2 }))),
      );
      const { saver, saved } = setup(save);
      saver.edit(draft("mine"));
      await vi.advanceTimersByTimeAsync(800);
      expect(save).toHaveBeenCalledTimes(1);
      saver.follow("spring-sale", 3);
      finish?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(saved.at(-1)).toEqual({ title: "mine", through: "spring", latest: true, overtaken: true });
      expect(saver.serverSlug).toBe("spring-sale");
      expect(saver.revision).toBe(3);
    });

    it("saves an edit still waiting when another tab renames the page under the new name, not the old one", async () => {
      const save = vi.fn(async (_through: string, d: Draft, base: number) => ({ ...pageFor(d), revision: base + 1 }));
      const { saver } = setup(save);
      const mine = { ...draft("Spring"), sections: [{ id: "mine" }] } as unknown as Draft;
      saver.edit(mine);
      // Before the other tab's sections arrive (which would end the wait), its rename does.
      const renamed = draft("Spring Sale", 2, "spring-sale");
      saver.follow("spring-sale", 2, renamed);
      await vi.advanceTimersByTimeAsync(800);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenLastCalledWith("spring-sale", { ...mine, details: renamed.details }, 2);
      expect(saver.serverSlug).toBe("spring-sale");
    });

    it("a save sent before another tab's rename and refused after it, as a page that is not there, goes again", async () => {
      let refuse: (error: unknown) => void = () => {};
      const save = vi
        .fn<(through: string, d: Draft, base: number) => Promise<PageSummary>>()
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)))
        .mockImplementation(async (_through, d, base) => ({ ...pageFor(d), revision: base + 1 }));
      const { saver, states } = setup(save);
      saver.edit(draft("Spring"));
      await vi.advanceTimersByTimeAsync(800);
      const renamed = draft("Spring Sale", 2, "spring-sale");
      saver.follow("spring-sale", 2, renamed);
      refuse(new AdminApiError("This page does not exist any more.", 404, {}));
      await vi.advanceTimersByTimeAsync(0);
      expect(states).not.toContain("failed");
      expect(save).toHaveBeenLastCalledWith("spring-sale", { ...draft("Spring"), details: renamed.details }, 2);
      expect(states.at(-1)).toBe("saved");
    });

    it("a commit refused for another tab's save of what this tab adopted is saved on top of it, not taken as saved", async () => {
      // The other tab's save of this tab's edit reached the server first, as revision 2.
      const save = refusingOnceFor(draft("Spring"), 2);
      const { saver, conflicts } = setup(save);
      saver.adopt(draft("Spring"));
      await saver.commit(draft("Spring Sale", 3, "spring-sale"));
      expect(conflicts).toEqual([]);
      expect(save).toHaveBeenCalledTimes(2);
      expect(save).toHaveBeenLastCalledWith("spring", draft("Spring Sale", 3, "spring-sale"), 2);
      expect(saver.serverSlug).toBe("spring-sale");
      expect(saver.revision).toBe(3);
    });

    it("follows another tab's edit and revision without saving it again", async () => {
      const save = vi.fn(async (_through: string, d: Draft) => pageFor(d));
      const { saver } = setup(save);
      saver.edit(draft("a"));
      saver.adopt(draft("from the other tab"));
      saver.follow("spring", 7);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(save).not.toHaveBeenCalled();
      expect(saver.revision).toBe(7);
    });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const toastError = vi.fn();
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

// A fresh module per test: it remembers unwritten values and whether it already reported a failure.
async function freshStorage() {
  vi.resetModules();
  return import("./storage");
}

const listSchema = z.array(z.string());

describe("storage", () => {
  beforeEach(() => {
    localStorage.clear();
    toastError.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("uses the docs/product.md#calls-and-storage key names", async () => {
    const { storageKeys, sessionKeys } = await freshStorage();
    expect(storageKeys).toMatchObject({
      allPages: "allPages",
      allPageSections: "allPageSections",
      pageSections: "pageSections",
      pageDetails: "pageDetails",
      tempPageEdits: "tempPageEdits",
    });
    expect(storageKeys.pageSectionsOf("about")).toBe("pageSections_about");
    expect(storageKeys.pageSectionsOf("")).toBe("pageSections_");
    expect(sessionKeys).toEqual({ homePageRefresh: "homePageRefresh", adminPanelRefresh: "adminPanelRefresh" });
  });

  it("writes and reads JSON", async () => {
    const { readJson, writeJson } = await freshStorage();
    writeJson("allPages", ["a", "b"]);
    expect(localStorage.getItem("allPages")).toBe('["a","b"]');
    expect(readJson("allPages", listSchema, [])).toEqual(["a", "b"]);
    expect(readJson("missing", listSchema, ["default"])).toEqual(["default"]);
  });

  it("logs bad JSON and uses the default (docs/product.md#messages)", async () => {
    const { readJson } = await freshStorage();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("allPages", "{not json");
    expect(readJson("allPages", listSchema, [])).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"), expect.anything());
    expect(toastError).not.toHaveBeenCalled();
  });

  it("logs JSON of the wrong shape and uses the default", async () => {
    const { readJson } = await freshStorage();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("allPages", '{"a":1}');
    expect(readJson("allPages", listSchema, ["fallback"])).toEqual(["fallback"]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("unexpected shape"), expect.anything());
  });

  it("when storage is full: one toast, and the newest value is still read back from memory (docs/product.md#failures-and-input)", async () => {
    const { readJson, writeJson } = await freshStorage();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    writeJson("pageSections", ["one"]);
    writeJson("pageSections", ["two"]);
    writeJson("pageDetails", ["three"]);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Browser storage is unavailable", {
      description: expect.stringContaining("saved to the server"),
    });
    expect(readJson("pageSections", listSchema, [])).toEqual(["two"]);

    // Once there is room again, writes reach local storage and it is read from there.
    setItem.mockRestore();
    writeJson("pageSections", ["four"]);
    expect(localStorage.getItem("pageSections")).toBe('["four"]');
    expect(readJson("pageSections", listSchema, [])).toEqual(["four"]);
  });

  it("keeps working from memory when local storage is unavailable altogether", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied.", "SecurityError");
    });
    const { readJson, writeJson, removeKey } = await freshStorage();
    expect(readJson("allPages", listSchema, ["default"])).toEqual(["default"]);
    writeJson("allPages", ["kept"]);
    expect(readJson("allPages", listSchema, [])).toEqual(["kept"]);
    expect(toastError).toHaveBeenCalledTimes(1);
    removeKey("allPages");
    expect(readJson("allPages", listSchema, ["default"])).toEqual(["default"]);
  });

  it("reports other tabs' changes through the storage event, and stops when unsubscribed", async () => {
    const { onOtherTabChange } = await freshStorage();
    const listener = vi.fn();
    const stop = onOtherTabChange(listener);
    window.dispatchEvent(
      new StorageEvent("storage", { key: "pageSections_about", newValue: "[]", storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent("storage", { key: "pageDetails", newValue: null, storageArea: localStorage }),
    );
    // clear() in another tab (key null) and session storage changes are not page data.
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    window.dispatchEvent(
      new StorageEvent("storage", { key: "homePageRefresh", newValue: "true", storageArea: sessionStorage }),
    );
    expect(listener.mock.calls).toEqual([
      ["pageSections_about", "[]"],
      ["pageDetails", null],
    ]);
    stop();
    window.dispatchEvent(
      new StorageEvent("storage", { key: "pageSections", newValue: "[]", storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("sets the session flags", async () => {
    const { setSessionFlag } = await freshStorage();
    setSessionFlag("homePageRefresh");
    expect(sessionStorage.getItem("homePageRefresh")).toBe("true");
  });
});

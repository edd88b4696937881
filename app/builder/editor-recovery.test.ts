// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { textSection } from "../../tests/support/fixtures";
import { editorDraftFor, forgetEditorDraft, keepEditorDraft } from "./editor-recovery";

const section = textSection("offers");

describe("the open editor's working copy, with editors open in two tabs", () => {
  beforeEach(() => localStorage.clear());

  it("is ended by the editor that kept it", () => {
    keepEditorDraft("spring", { ...section, title: "Typed here" }, "tab-a");
    forgetEditorDraft("tab-a");
    expect(editorDraftFor("spring", [section])).toBeNull();
  });

  it("is left when another tab's editor, saved or closed, did not keep it", () => {
    keepEditorDraft("spring", { ...section, title: "Typed in tab B" }, "tab-b");
    forgetEditorDraft("tab-a");
    expect(editorDraftFor("spring", [section])?.title).toBe("Typed in tab B");
  });

  it("is ended by 'Discard changes', whichever editor kept it", () => {
    keepEditorDraft("spring", { ...section, title: "Typed in tab B" }, "tab-b");
    forgetEditorDraft();
    expect(editorDraftFor("spring", [section])).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { inRouter } from "../../tests/support/in-router";
import {
  hallwayPicture as hallway,
  serveMediaLibrary as serveLibrary,
} from "../../tests/support/media-library-stand-in";
import { ImageField } from "./image-field";
import { MediaLookupProvider, useMediaLibraryLookup } from "./media-lookup";
import { SectionEditorDialog } from "./section-editor-dialog";

const described = "Volo radiator in white in a narrow hallway";

/** Two fields showing the same picture (one by a variant's address), under the library lookup the editors use. */
function TwoFields() {
  const media = useMediaLibraryLookup();
  return (
    <MediaLookupProvider value={media.lookup}>
      <ImageField label="Image" value={hallway.url} onChange={vi.fn()} onBrowse={vi.fn()} />
      <ImageField label="Customer photo" value="/media/hallway-480.webp" onChange={vi.fn()} onBrowse={vi.fn()} />
    </MediaLookupProvider>
  );
}

const image = () => screen.getByRole("group", { name: "Image" });

/** The section editor on a hero showing the library's picture. */
function editHero() {
  const hero: Section = {
    id: "hero-1",
    type: "hero",
    layout: "split",
    title: "Warmth, designed",
    content: "Radiators made to be seen.",
    imageUrl: hallway.url,
    backgroundColor: "#f8f9fa",
  };
  const onCancel = vi.fn();
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(inRouter(<SectionEditorDialog section={hero} pageSlug="spring" onSave={onSave} onCancel={onCancel} />));
  return { editor: screen.getByRole("dialog", { name: "Edit section" }), onCancel, onSave, user };
}
const customerPhoto = () => screen.getByRole("group", { name: "Customer photo" });

describe("ImageField: writing a library picture's alt text", () => {
  beforeAll(loadSectionTypes);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("saves it through the Media Library's own endpoint, and every field showing the picture says so at once", async () => {
    const calls = serveLibrary(hallway);
    const user = userEvent.setup();
    render(<TwoFields />);
    const add = await within(image()).findByRole("button", { name: "Add alt text for volo-hallway.jpg" });
    expect(image()).toHaveTextContent("No alt text yet.");
    await user.click(add);
    const alt = within(image()).getByLabelText("Alt text");
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription(/Say what the image shows for visitors who cannot see it/);
    await user.type(alt, `  ${described} `);
    await user.click(within(image()).getByRole("button", { name: "Save alt text" }));

    await waitFor(() => expect(image()).toHaveTextContent(`Alt text: ${described}`));
    expect(customerPhoto()).toHaveTextContent(`Alt text: ${described}`);
    const edit = within(image()).getByRole("button", { name: "Edit alt text for volo-hallway.jpg" });
    expect(edit).toHaveFocus();
    expect(within(image()).queryByLabelText("Alt text")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([
      { url: "/api/admin/media/hallway", method: "PATCH", body: { alt: `  ${described} `, revision: 3 } },
    ]);

    // Editing again starts from the saved words, and on the saved revision.
    await user.click(edit);
    expect(within(image()).getByLabelText("Alt text")).toHaveValue(described);
    await user.type(within(image()).getByLabelText("Alt text"), " by the door{Enter}");
    await waitFor(() => expect(image()).toHaveTextContent(`Alt text: ${described} by the door`));
    expect(calls.at(-1)?.body).toEqual({ alt: `${described} by the door`, revision: 4 });
  });

  it("on a refusal says why and keeps what was typed; 'Discard alt text changes' keeps the alt text as it was", async () => {
    serveLibrary(hallway, () =>
      Response.json({ error: "Please keep the alt text under 500 characters." }, { status: 400 }),
    );
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(await within(image()).findByRole("button", { name: "Add alt text for volo-hallway.jpg" }));
    await user.type(within(image()).getByLabelText("Alt text"), described);
    await user.click(within(image()).getByRole("button", { name: "Save alt text" }));

    expect(await within(image()).findByRole("alert")).toHaveTextContent(
      "Please keep the alt text under 500 characters.",
    );
    expect(within(image()).getByLabelText("Alt text")).toHaveValue(described);
    expect(within(image()).getByRole("button", { name: "Save alt text" })).toBeEnabled();

    await user.click(within(image()).getByRole("button", { name: "Discard alt text changes" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(image()).toHaveTextContent("No alt text yet.");
    expect(within(image()).getByRole("button", { name: "Add alt text for volo-hallway.jpg" })).toHaveFocus();
  });

  it("says when the server cannot be reached, keeping the words", async () => {
    serveLibrary(hallway, () => {
      throw new TypeError("Failed to fetch");
    });
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(await within(image()).findByRole("button", { name: "Add alt text for volo-hallway.jpg" }));
    await user.type(within(image()).getByLabelText("Alt text"), `${described}{Enter}`);
    expect(await within(image()).findByRole("alert")).toHaveTextContent(
      "The server could not be reached. Please try again.",
    );
    expect(within(image()).getByLabelText("Alt text")).toHaveValue(described);
  });

  it("in the section editor, Escape leaves the writing only, and asks before it throws typed words away", async () => {
    const calls = serveLibrary({ ...hallway, alt: described });
    const { editor, onCancel, onSave, user } = editHero();
    await user.clear(within(editor).getByLabelText("Title"));
    await user.type(within(editor).getByLabelText("Title"), "Warmth, kept");
    const edit = () => within(editor).getByRole("button", { name: "Edit alt text for volo-hallway.jpg" });
    await within(editor).findByRole("button", { name: "Edit alt text for volo-hallway.jpg" });

    // Opened and left as it was, the panel closes at once.
    await user.click(edit());
    await user.keyboard("{Escape}");
    expect(within(editor).queryByLabelText("Alt text")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).not.toBeInTheDocument();
    expect(edit()).toHaveFocus();

    // With words typed, it asks, naming the picture and what stays; keeping on keeps the words and the place.
    await user.click(edit());
    await user.type(within(editor).getByLabelText("Alt text"), " by the door");
    await user.keyboard("{Escape}");
    const question = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(question).toHaveTextContent(
      `The alt text you are writing for "volo-hallway.jpg" is not saved yet. Discarding it keeps its alt text as it is: "${described}". Choose 'Save alt text' to keep yours.`,
    );
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));
    expect(within(editor).getByLabelText("Alt text")).toHaveValue(`${described} by the door`);
    expect(within(editor).getByLabelText("Alt text")).toHaveFocus();

    // Discarded, the panel closes and the editor stays open with its own unsaved edits.
    await user.keyboard("{Escape}");
    await user.click(
      within(screen.getByRole("dialog", { name: "Discard your changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    expect(screen.getByRole("dialog", { name: "Edit section" })).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(editor).queryByLabelText("Alt text")).not.toBeInTheDocument();
    expect(editor).toHaveTextContent(`Alt text: ${described}`);
    expect(edit()).toHaveFocus();
    expect(within(editor).getByLabelText("Title")).toHaveValue("Warmth, kept");
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    // Saved from the field, the alt text leaves the section's own edits as they were, still to be saved.
    await user.click(edit());
    await user.type(within(editor).getByLabelText("Alt text"), " by the door{Enter}");
    await waitFor(() => expect(editor).toHaveTextContent(`Alt text: ${described} by the door`));
    expect(within(editor).getByLabelText("Title")).toHaveValue("Warmth, kept");
    await user.click(within(editor).getByRole("button", { name: "Save Changes" }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ title: "Warmth, kept", imageUrl: hallway.url });
  });

  describe("in the section editor, alt text being written is an unsaved change", () => {
    /** The editor, untouched but for alt text typed in the picture's field and not saved. */
    async function writingAltText() {
      const calls = serveLibrary(hallway);
      const opened = editHero();
      const { editor, user } = opened;
      await user.click(await within(editor).findByRole("button", { name: "Add alt text for volo-hallway.jpg" }));
      await user.type(within(editor).getByLabelText("Alt text"), "Half written");
      return { ...opened, calls };
    }
    const question = () => screen.getByRole("dialog", { name: "Discard your changes?" });
    const keepEditing = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(within(question()).getByRole("button", { name: "Keep editing" }));
      expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).not.toBeInTheDocument();
      expect(within(screen.getByRole("dialog", { name: "Edit section" })).getByLabelText("Alt text")).toHaveValue(
        "Half written",
      );
    };

    it("closing the editor by its close button, Escape or Cancel asks first, and keeping on keeps the words", async () => {
      const { editor, onCancel, user, calls } = await writingAltText();
      await user.click(within(editor).getByRole("button", { name: "Close" }));
      expect(question()).toHaveTextContent(
        "The alt text you are writing for \"volo-hallway.jpg\" is not saved yet. Closing now throws it away; choose 'Save alt text' to keep it.",
      );
      await keepEditing(user);

      // Escape from elsewhere in the editor closes the editor, not the writing: it asks too.
      await user.click(within(editor).getByLabelText("Title"));
      await user.keyboard("{Escape}");
      await keepEditing(user);

      // The editor's own Cancel, not the writing's ('Discard alt text changes').
      await user.click(within(editor).getByRole("button", { name: "Cancel" }));
      await user.click(within(question()).getByRole("button", { name: "Discard changes" }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    });

    it("with the section changed too, the question names both", async () => {
      const { editor, user } = await writingAltText();
      await user.type(within(editor).getByLabelText("Title"), "!");
      await user.keyboard("{Escape}");
      expect(question()).toHaveTextContent(
        "You have changed this section, and the alt text you are writing for \"volo-hallway.jpg\" is not saved yet. Closing now throws both away; choose 'Save alt text' and Save Changes to keep them.",
      );
    });

    it("Save Changes asks before it closes the editor on the words, and saves the section without them if told to", async () => {
      const { editor, onSave, user, calls } = await writingAltText();
      await user.click(within(editor).getByRole("button", { name: "Save Changes" }));
      const asking = screen.getByRole("dialog", { name: "Save the section without the alt text?" });
      expect(onSave).not.toHaveBeenCalled();
      await user.click(within(asking).getByRole("button", { name: "Keep editing" }));
      expect(within(editor).getByLabelText("Alt text")).toHaveValue("Half written");

      await user.click(within(editor).getByRole("button", { name: "Save Changes" }));
      await user.click(screen.getByRole("button", { name: "Save without the alt text" }));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    });

    it("the words stay through a change of tab, and leaving the page asks the browser's question", async () => {
      const { editor, user } = await writingAltText();
      const unload = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);

      await user.click(within(editor).getByRole("tab", { name: "Layout" }));
      await user.click(within(editor).getByRole("tab", { name: "Content" }));
      expect(within(editor).getByLabelText("Alt text")).toHaveValue("Half written");
    });

    it("opened and left as it was, the writing is no unsaved change: closing asks nothing", async () => {
      serveLibrary({ ...hallway, alt: described });
      const { editor, onCancel, user } = editHero();
      await user.click(await within(editor).findByRole("button", { name: "Edit alt text for volo-hallway.jpg" }));
      await user.click(within(editor).getByRole("button", { name: "Close" }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });
  });
});

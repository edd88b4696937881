// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { noSearchSettings, type PageSummary } from "~/lib/page-model";

import { homePage, springPage } from "../../tests/support/fixtures";
import { inRouter } from "../../tests/support/in-router";
import { hallwayPicture, serveMediaLibrary } from "../../tests/support/media-library-stand-in";
import { PageSettingsDialog } from "./page-settings-dialog";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const custom = springPage;
const home = homePage;

function open(page: PageSummary, onSave = vi.fn(async () => {})) {
  const onOpenChange = vi.fn();
  render(
    inRouter(<PageSettingsDialog open onOpenChange={onOpenChange} page={page} firstPicture={null} onSave={onSave} />),
  );
  return { onSave, onOpenChange, user: userEvent.setup() };
}

const slugField = () => screen.getByLabelText("URL Slug");
const titleField = () => screen.getByLabelText("Page Title");
const saveButton = () => screen.getByRole("button", { name: "Save Page Settings" });
/** What Save hands on: the page's details, and no search settings changed. */
const savedDetails = (details: { title: string; slug: string; description: string }) => ({
  ...details,
  ...noSearchSettings,
});

/** Replaces what `field` holds with `text`, as a person does: select all, then type. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

const slugMessage = "URL slug can only contain lowercase letters, numbers, and hyphens.";

describe("PageSettingsDialog", () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });
  afterEach(cleanup);

  it("shows Page Title, URL Slug and Meta Description with Cancel and Save Page Settings", () => {
    const { onOpenChange } = open(custom);
    expect(screen.getByRole("dialog", { name: "Page Settings" })).toBeInTheDocument();
    expect(titleField()).toHaveValue("Spring");
    expect(slugField()).toHaveValue("spring");
    expect(screen.getByLabelText("Meta Description")).toHaveValue("");
    screen.getByRole("button", { name: "Cancel" }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says a live page moves to a new address only when it is published, and the old one will redirect", async () => {
    const { user } = open({ ...custom, isPublished: true, liveSlug: "spring", status: "published" });
    const moving = /Visitors see the new address when you publish; the old one will redirect\./;
    expect(screen.queryByText(moving)).toBeNull();
    await retype(user, slugField(), "spring-sale");
    expect(screen.getByText(moving)).toHaveTextContent("Your page lives at /spring and will move to /spring-sale.");
  });

  it("forces the slug to lowercase, turns other characters into hyphens and collapses runs while typing", async () => {
    const { user } = open(custom);
    await retype(user, slugField(), "Summer");
    expect(slugField()).toHaveValue("summer");
    expect(screen.queryByText(slugMessage)).not.toBeInTheDocument();
    await user.type(slugField(), "  Sale");
    expect(slugField()).toHaveValue("summer-sale");
    await user.type(slugField(), "!!");
    expect(slugField()).toHaveValue("summer-sale-");
    // The rule is said beside the field, as a note: what was typed has been made to follow it.
    expect(screen.getByText(new RegExp(slugMessage))).toHaveTextContent("Your page will live at /summer-sale.");
    expect(slugField()).not.toHaveAttribute("aria-invalid", "true");
    await user.type(slugField(), "s");
    expect(screen.queryByText(new RegExp(slugMessage))).not.toBeInTheDocument();
  });

  it("saves a slug typed with hyphens left at its ends without them", async () => {
    const { user, onSave } = open(custom);
    await retype(user, slugField(), "Winter Deals!!");
    expect(slugField()).toHaveValue("winter-deals-");
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(savedDetails({ title: "Spring", slug: "winter-deals", description: "" }));
  });

  it("requires a title: 'Title is required' under the field and the toast 'Error' / 'Page title is required'", async () => {
    const { user, onSave } = open(custom);
    await retype(user, titleField(), "   ");
    await user.click(saveButton());
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(titleField()).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Page title is required" });
    expect(onSave).not.toHaveBeenCalled();
    await user.type(titleField(), "Spring");
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
  });

  it("makes an empty slug from the title, trimming hyphens, then says 'Page Details Saved' and closes", async () => {
    const { user, onSave, onOpenChange } = open(custom);
    await retype(user, titleField(), "  Winter Warmth: New Finishes! ");
    await user.clear(slugField());
    await user.type(screen.getByLabelText("Meta Description"), "Warm.");
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      savedDetails({ title: "Winter Warmth: New Finishes!", slug: "winter-warmth-new-finishes", description: "Warm." }),
    );
    expect(toast.success).toHaveBeenCalledWith("Page Details Saved", expect.anything());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("counts the meta description's characters live and gives the 150–160 advice", async () => {
    const { user } = open(custom);
    expect(screen.getByText(/0 characters/)).toHaveTextContent("150–160 characters");
    await user.type(screen.getByLabelText("Meta Description"), "Warmth");
    expect(screen.getByText(/6 characters/)).toBeInTheDocument();
  });

  it("keeps the home page's empty slug, read-only, with an explanation", async () => {
    const { user, onSave } = open(home);
    expect(slugField()).toHaveValue("");
    expect(slugField()).toHaveAttribute("readonly");
    expect(screen.getByText(/always lives at \//)).toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(savedDetails({ title: "Home", slug: "", description: "Designer radiators" }));
  });

  it("keeps a standard page's slug", async () => {
    const { user, onSave } = open({ ...home, slug: "about", title: "About" });
    expect(slugField()).toHaveAttribute("readonly");
    expect(screen.getByText(/Standard pages keep their URL/)).toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      savedDetails({ title: "About", slug: "about", description: "Designer radiators" }),
    );
  });

  it("refuses a slug that belongs to a built-in page as it is typed", async () => {
    const { user, onSave } = open(custom);
    await retype(user, slugField(), "gallery");
    expect(
      screen.getByText("This URL belongs to a built-in page of the site. Please choose another."),
    ).toBeInTheDocument();
    expect(slugField()).toHaveAttribute("aria-invalid", "true");
    expect(saveButton()).toBeDisabled();
    await user.type(slugField(), "-walls");
    expect(screen.queryByText(/belongs to a built-in page/)).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(savedDetails({ title: "Spring", slug: "gallery-walls", description: "" }));
  });

  it("stays open with the values when the server refuses them", async () => {
    const onSave = vi.fn(async () => {
      throw new Error("Another page already uses this URL. Please choose another.");
    });
    const { user, onOpenChange } = open(custom, onSave);
    await retype(user, slugField(), "taken");
    await user.click(saveButton());
    expect(toast.error).toHaveBeenCalledWith("Page settings not saved", {
      description: "Another page already uses this URL. Please choose another.",
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(slugField()).toHaveValue("taken");
  });
});

describe("PageSettingsDialog: the social image's alt text being written is an unsaved change (decision 226)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const settings = () => screen.getByRole("dialog", { name: "Page Settings" });
  const question = () => screen.getByRole("dialog", { name: "Discard your changes?" });

  /** Page Settings of a page sharing a library picture, alt text typed for it and not saved. */
  async function writingAltText() {
    const calls = serveMediaLibrary(hallwayPicture);
    const opened = open({ ...custom, socialImage: hallwayPicture.url });
    await opened.user.click(
      await within(settings()).findByRole("button", { name: "Add alt text for volo-hallway.jpg" }),
    );
    await opened.user.type(within(settings()).getByLabelText("Alt text"), "Half written");
    return { ...opened, calls };
  }
  const keepEditing = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(within(question()).getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).not.toBeInTheDocument();
    expect(within(settings()).getByLabelText("Alt text")).toHaveValue("Half written");
  };

  it("closing by Cancel, the close button or Escape asks first, naming the picture; keeping on keeps the words", async () => {
    const { onOpenChange, user, calls } = await writingAltText();
    await user.click(within(settings()).getByRole("button", { name: "Cancel" }));
    expect(question()).toHaveTextContent(
      "The alt text you are writing for \"volo-hallway.jpg\" is not saved yet. Closing now throws it away; choose 'Save alt text' to keep it.",
    );
    await keepEditing(user);

    await user.click(within(settings()).getByRole("button", { name: "Close" }));
    await keepEditing(user);

    await user.click(titleField());
    await user.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(question()).getByRole("button", { name: "Discard changes" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("with the settings changed too, the question names both", async () => {
    const { user } = await writingAltText();
    await user.type(titleField(), " Sale");
    await user.click(within(settings()).getByRole("button", { name: "Cancel" }));
    expect(question()).toHaveTextContent(
      "You have changed the page settings, and the alt text you are writing for \"volo-hallway.jpg\" is not saved yet. Closing now throws both away; choose 'Save alt text' and Save Page Settings to keep them.",
    );
  });

  it("Save Page Settings asks first, and saves the settings without the alt text if told to", async () => {
    const { onSave, user, calls } = await writingAltText();
    await user.type(titleField(), " Sale");
    await user.click(saveButton());
    const asking = screen.getByRole("dialog", { name: "Save the page settings without the alt text?" });
    expect(asking).toHaveTextContent(
      "The alt text you are writing for \"volo-hallway.jpg\" is not saved yet: Save Page Settings saves the page settings, and alt text is saved to the Media Library with 'Save alt text'.",
    );
    await user.click(within(asking).getByRole("button", { name: "Keep editing" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(settings()).getByLabelText("Alt text")).toHaveValue("Half written");

    await user.click(saveButton());
    await user.click(screen.getByRole("button", { name: "Save without the alt text" }));
    expect(onSave).toHaveBeenCalledWith({
      ...savedDetails({ title: "Spring Sale", slug: "spring", description: "" }),
      socialImage: hallwayPicture.url,
    });
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("Escape in the alt text asks too, and discarding leaves Page Settings open", async () => {
    const { onOpenChange, user } = await writingAltText();
    await user.keyboard("{Escape}");
    expect(question()).toHaveTextContent(
      "The alt text you are writing for \"volo-hallway.jpg\" is not saved yet. Discarding it leaves the picture without alt text. Choose 'Save alt text' to keep yours.",
    );
    await user.click(within(question()).getByRole("button", { name: "Discard changes" }));
    expect(within(settings()).queryByLabelText("Alt text")).not.toBeInTheDocument();
    expect(within(settings()).getByRole("button", { name: "Add alt text for volo-hallway.jpg" })).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("opened and left as it was, the writing is no unsaved change: Cancel closes at once", async () => {
    serveMediaLibrary(hallwayPicture);
    const { onOpenChange, user } = open({ ...custom, socialImage: hallwayPicture.url });
    await user.click(await within(settings()).findByRole("button", { name: "Add alt text for volo-hallway.jpg" }));
    await user.click(within(settings()).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation, useNavigation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { PageForEditing, PageSummary, Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { homePage, springPage } from "../../tests/support/fixtures";
import { PageBuilder } from "./page-builder";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
vi.mock("~/admin/media/media-picker", () => ({ MediaPicker: () => null }));

const hero: Section = {
  id: "hero-1",
  type: "hero",
  layout: "split",
  title: "Spring offers",
  content: "Warmth for less.",
  imageUrl: "",
  backgroundColor: "#f8f9fa",
};
const text: Section = {
  ...hero,
  id: "text-1",
  type: "text",
  layout: "centered",
  title: "Our story",
  backgroundColor: "#ffffff",
};
const spring = springPage;
const home = homePage;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stand-in pages API holding one page; it records every call. With `changedElsewhere`, every save is refused as
 * made on an older revision, as when another browser saved first.
 */
function serve(initial: PageForEditing, { changedElsewhere = false } = {}) {
  const calls: Call[] = [];
  let data = initial;
  let page = data.page;
  const respond = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      if (url === "/api/admin/pages") return respond(200, { pages: [page] });
      // The page's scheduled changes (decision 161): none.
      if (url.endsWith("/schedule")) return respond(200, { schedules: [] });
      // The checklist before publishing finds nothing: Publish goes straight through.
      if (url.endsWith("/checks")) return respond(200, { problems: [] });
      if (method === "GET") return respond(200, { ...data, page });
      if (method === "PUT" && changedElsewhere) {
        const current = { ...data, page: { ...page, title: "Changed elsewhere", revision: page.revision + 1 } };
        return respond(409, { error: "This page was changed in another tab or browser.", current });
      }
      if (method === "PUT") {
        const sent = body as { page: Pick<PageSummary, "title" | "slug" | "description"> };
        page = { ...page, ...sent.page, status: page.isPublished ? "changes" : "draft" };
        return respond(200, { page });
      }
      if (url.endsWith("/publish")) {
        if ((body as { restore?: boolean }).restore) data = { ...data, draft: null, published: null };
        page = { ...page, isPublished: true, status: "published", updatedAt: "2026-11-01T10:00:00.000Z" };
        return respond(200, { page });
      }
      return respond(405, { error: "Not here" });
    }),
  );
  return calls;
}

function open(entry: string) {
  const Stub = createRoutesStub([
    { path: "/admin/dashboard", Component: PageBuilder },
    { path: "/", Component: () => <p>The live home page</p> },
    { path: "/:slug", Component: () => <p>The live page</p> },
    { path: "/admin", Component: () => <p>Login</p> },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

const rows = () => screen.queryAllByTestId("section-row");
const rowTitles = () => rows().map((row) => row.querySelector("p.truncate")?.textContent);

describe("PageBuilder", () => {
  // Loaded once up front, as the first test would otherwise spend its wait on the import.
  beforeAll(loadSectionTypes);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    toast.success.mockClear();
    toast.error.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the page-info bar and the sections of the page in ?page=", async () => {
    const calls = serve({ page: spring, draft: [hero, text], published: null, defaults: [] });
    open("/admin/dashboard?page=spring");
    expect(await screen.findByRole("heading", { name: "Spring" })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/admin/pages/spring" });
    const info = screen.getByRole("region", { name: "Page" });
    expect(within(info).getByText("/spring")).toBeInTheDocument();
    expect(within(info).getByRole("button", { name: "Edit Page Settings" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Section" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Spring offers", "Our story"]);
    expect(screen.getByRole("button", { name: "Preview Page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish & View Site" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("pageSections_spring")!)).toEqual([hero, text]);
    expect(JSON.parse(localStorage.getItem("pageDetails")!)).toMatchObject({ slug: "spring" });
  });

  it("loads the default sections when none are stored, and opens the home page without ?page=", async () => {
    serve({ page: home, draft: null, published: null, defaults: [hero] });
    open("/admin/dashboard");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Spring offers"]);
    expect(screen.getByRole("link", { name: /^\/\s*\(live page/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Update & View Site" })).toBeInTheDocument();
  });

  it("adds a section from the library, says so, and autosaves the draft", async () => {
    const calls = serve({ page: spring, draft: [], published: null, defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    expect(await screen.findByText("This page has no sections yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Section" }));
    const library = screen.getByRole("dialog", { name: "Section Library" });
    const card = within(library).getByRole("heading", { name: "Split Hero" }).closest("li")!;
    await user.click(within(card).getByRole("button", { name: "Add This Layout" }));
    expect(toast.success).toHaveBeenCalledWith("Section Added", {
      description: "hero section has been added to your page",
    });
    expect(screen.queryByRole("dialog", { name: "Section Library" })).not.toBeInTheDocument();
    expect(rowTitles()).toEqual(["Hero Section"]);
    expect(screen.getByTestId("save-status")).toHaveTextContent("Saving…");
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true), { timeout: 2000 });
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.url).toBe("/api/admin/pages/spring");
    expect(put.body).toMatchObject({
      page: { title: "Spring", slug: "spring", description: "" },
      sections: [{ type: "hero", layout: "split" }],
    });
    await waitFor(() => expect(screen.getByTestId("save-status")).toHaveTextContent("Saved"));
    expect(localStorage.getItem("tempPageEdits")).toBe("{}");
  });

  it("says visitors keep seeing a deleted section until the next publish only for a section they see", async () => {
    const live = { ...spring, isPublished: true, status: "changes" as const };
    serve({ page: live, draft: [hero, text], published: [hero], defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    const question = () => screen.getByRole("dialog", { name: /^Delete the section/ });
    await user.click(screen.getByRole("button", { name: "Delete Our story" }));
    expect(question()).toHaveTextContent("It will be removed from this page.");
    expect(question()).not.toHaveTextContent("Visitors keep seeing it");
    await user.click(within(question()).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete Spring offers" }));
    expect(question()).toHaveTextContent(
      "It will be removed from this page. Visitors keep seeing it until you publish again.",
    );
  });

  it("asks before deleting a section, then says 'Section Removed'", async () => {
    serve({ page: spring, draft: [hero, text], published: null, defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("button", { name: "Delete Our story" }));
    await user.click(screen.getByRole("button", { name: "Delete section" }));
    expect(rowTitles()).toEqual(["Spring offers"]);
    expect(toast.success).toHaveBeenCalledWith("Section Removed", {
      description: "The section has been removed from your page.",
      action: { label: "Undo", onClick: expect.any(Function) },
    });
    // The toast's Undo brings the section back.
    const { action } = vi.mocked(toast.success).mock.calls.at(-1)![1] as { action: { onClick: () => void } };
    act(() => action.onClick());
    expect(rowTitles()).toEqual(["Spring offers", "Our story"]);
  });

  it("edits a section and says 'Section Updated'", async () => {
    serve({ page: spring, draft: [hero], published: null, defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("button", { name: "Edit Spring offers" }));
    const title = within(screen.getByRole("dialog", { name: "Edit section" })).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Summer offers");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(rowTitles()).toEqual(["Summer offers"]);
    expect(toast.success).toHaveBeenCalledWith("Section Updated", { description: "Your changes have been saved." });
  });

  it("takes 'Section Updated' back when the save it announced is refused for a newer version", async () => {
    serve({ page: spring, draft: [hero], published: null, defaults: [] }, { changedElsewhere: true });
    toast.success.mockReturnValueOnce("section-updated");
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("button", { name: "Edit Spring offers" }));
    await user.type(within(screen.getByRole("dialog", { name: "Edit section" })).getByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(toast.success).toHaveBeenCalledWith("Section Updated", { description: "Your changes have been saved." });
    expect(
      await screen.findByRole("dialog", { name: "This page was changed in another tab or browser" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(toast.dismiss).toHaveBeenCalledWith("section-updated");
  });

  it("publishes: saves the draft, publishes, says 'Page Published' and shows /{slug}", async () => {
    const calls = serve({ page: spring, draft: [hero], published: null, defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("button", { name: "Publish & View Site" }));
    expect(await screen.findByText("The live page")).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== "GET");
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      "PUT /api/admin/pages/spring",
      "POST /api/admin/pages/spring/publish",
    ]);
    expect(toast.success).toHaveBeenCalledWith("Page Published", expect.anything());
    expect(sessionStorage.getItem("homePageRefresh")).toBeNull();
  });

  it("publishing home goes to / and marks the home page for refresh", async () => {
    const calls = serve({ page: home, draft: null, published: null, defaults: [hero] });
    const user = open("/admin/dashboard?page=_home");
    await screen.findByRole("heading", { name: "Home" });
    await user.click(screen.getByRole("button", { name: "Update & View Site" }));
    expect(await screen.findByText("The live home page")).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: "POST", url: "/api/admin/pages/_home/publish" });
    expect(sessionStorage.getItem("homePageRefresh")).toBe("true");
  });

  it("a standard page with published sections can go back to its designed layout, after a confirmation", async () => {
    const about: PageSummary = { ...home, slug: "about", title: "About" };
    const calls = serve({ page: about, draft: [hero, text], published: [hero, text], defaults: [text] });
    const user = open("/admin/dashboard?page=about");
    await screen.findByRole("heading", { name: "About" });
    await user.click(screen.getByRole("button", { name: "Restore designed layout" }));
    const confirm = screen.getByRole("dialog", { name: /^Restore the designed layout of / });
    await user.click(within(confirm).getByRole("button", { name: "Restore designed layout" }));
    await waitFor(() => expect(rowTitles()).toEqual(["Our story"]));
    expect(calls.find((call) => call.url.endsWith("/publish"))).toMatchObject({
      method: "POST",
      body: { restore: true },
    });
    expect(toast.success).toHaveBeenCalledWith("Designed layout restored", expect.anything());
    expect(screen.queryByRole("button", { name: "Restore designed layout" })).not.toBeInTheDocument();
  });

  it("names the preview 'Home Page Preview' or '{page title} Preview' and frames the draft at a desktop's width", async () => {
    serve({ page: spring, draft: [hero], published: null, defaults: [] });
    const user = open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("button", { name: "Preview Page" }));
    const preview = screen.getByRole("dialog", { name: "Spring Preview" });
    expect(within(preview).getByTitle("Preview of Spring at 1280 px")).toHaveAttribute("src", "/admin/preview");
    expect(within(preview).getByRole("radio", { name: "Desktop, 1280 px" })).toBeChecked();
  });

  it("a reload never loses an edit: an unconfirmed local copy wins and is saved", async () => {
    localStorage.setItem(
      "tempPageEdits",
      JSON.stringify({
        spring: { details: { title: "Spring", slug: "spring", description: "" }, sections: [text], editedAt: 1 },
      }),
    );
    const calls = serve({ page: spring, draft: [hero], published: null, defaults: [] });
    open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    expect(rowTitles()).toEqual(["Our story"]);
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ sections: [{ id: "text-1" }] });
  });

  it("follows another tab's edits to the same page", async () => {
    serve({ page: spring, draft: [hero], published: null, defaults: [] });
    open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: "pageSections_spring",
          newValue: JSON.stringify([text, hero]),
          storageArea: localStorage,
        }),
      );
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: "pageDetails",
          newValue: JSON.stringify({ ...spring, title: "Spring Sale" }),
          storageArea: localStorage,
        }),
      );
    });
    expect(rowTitles()).toEqual(["Our story", "Spring offers"]);
    expect(screen.getByRole("heading", { name: "Spring Sale" })).toBeInTheDocument();
    // Another page's changes are not this page's.
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: "pageSections_about", newValue: "[]", storageArea: localStorage }),
      );
    });
    expect(rows()).toHaveLength(2);
  });

  it("keeps a rename from another tab when a save sent before it is answered after it", async () => {
    localStorage.setItem(
      "tempPageEdits",
      JSON.stringify({
        spring: { details: { title: "Spring", slug: "spring", description: "" }, sections: [text], editedAt: 1 },
      }),
    );
    serve({ page: spring, draft: [hero], published: null, defaults: [] });
    const answer = fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let saving = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === "PUT") {
          saving = true;
          await held;
        }
        return answer(url, init);
      }),
    );
    open("/admin/dashboard?page=spring");
    await screen.findByRole("heading", { name: "Spring" });
    await waitFor(() => expect(saving).toBe(true));
    // The other tab renames the page while this tab's save is on its way.
    const renamed = JSON.stringify({ ...spring, title: "Spring Sale", slug: "spring-sale", renamedFrom: "spring" });
    localStorage.setItem("pageDetails", renamed);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: "pageDetails", newValue: renamed, storageArea: localStorage }),
      );
    });
    const info = screen.getByRole("region", { name: "Page" });
    expect(within(info).getByText("/spring-sale")).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(screen.getByText("Saved")).toBeInTheDocument());
    expect(within(info).getByText("/spring-sale")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Spring Sale" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("pageDetails")!)).toMatchObject({ slug: "spring-sale" });
  });

  it("follows another tab's rename and its undo, however late its own address catches up", async () => {
    // The server has the page under one slug at a time; any other answers 404.
    let current = spring;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/admin/pages") return new Response(JSON.stringify({ pages: [current] }), { status: 200 });
        if (url.endsWith("/schedule")) return new Response(JSON.stringify({ schedules: [] }), { status: 200 });
        if (!url.endsWith(`/${current.slug}`))
          return new Response(JSON.stringify({ error: "This page does not exist any more." }), { status: 404 });
        return new Response(JSON.stringify({ page: current, draft: [hero], published: null, defaults: [] }));
      }),
    );
    // A change of the address waits for the route's loaders, as React Router revalidates them, until released.
    let loaders: Promise<void> | null = null;
    let release = () => {};
    const Stub = createRoutesStub([
      {
        path: "/admin/dashboard",
        loader: () => loaders,
        Component: function Builder() {
          const { search } = useLocation();
          return (
            <>
              <p data-testid="address">{`${search} ${useNavigation().state}`}</p>
              <PageBuilder />
            </>
          );
        },
      },
    ]);
    render(<Stub initialEntries={["/admin/dashboard?page=spring"]} />);
    await screen.findByRole("heading", { name: "Spring" });
    loaders = new Promise((resolve) => (release = resolve));
    const otherTab = (page: PageSummary, renamedFrom: string) => {
      current = page;
      const details = JSON.stringify({ ...page, renamedFrom });
      act(() => {
        window.dispatchEvent(
          new StorageEvent("storage", { key: "pageDetails", newValue: details, storageArea: localStorage }),
        );
      });
    };
    otherTab({ ...spring, title: "Spring Sale", slug: "spring-sale", revision: 2 }, "spring");
    expect(await screen.findByRole("heading", { name: "Spring Sale" })).toBeInTheDocument();
    // 'Undo' in the other tab, before this tab's address has caught up with the rename.
    otherTab({ ...spring, revision: 3 }, "spring-sale");
    expect(await screen.findByRole("heading", { name: "Spring" })).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("?page=spring idle"));
    expect(screen.queryByText("We could not find that page")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Spring" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Spring offers"]);
  });

  it("opens another page when a link changes ?page=", async () => {
    const about: PageSummary = { ...home, slug: "about", title: "About" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/admin/pages")
          return new Response(JSON.stringify({ pages: [spring, about] }), { status: 200 });
        if (url.endsWith("/schedule")) return new Response(JSON.stringify({ schedules: [] }), { status: 200 });
        const data = url.endsWith("/about")
          ? { page: about, draft: [text], published: null, defaults: [] }
          : { page: spring, draft: [hero], published: null, defaults: [] };
        return new Response(JSON.stringify(data), { status: 200 });
      }),
    );
    const Stub = createRoutesStub([
      {
        path: "/admin/dashboard",
        Component: () => (
          <>
            <Link to="/admin/dashboard?page=about">Edit About</Link>
            <PageBuilder />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/dashboard?page=spring"]} />);
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Spring" });
    await user.click(screen.getByRole("link", { name: "Edit About" }));
    expect(await screen.findByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Our story"]);
  });

  it("says when the page does not exist", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "This page does not exist any more." }), { status: 404 })),
    );
    open("/admin/dashboard?page=gone");
    expect(await screen.findByText("We could not find that page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Pages" })).toHaveAttribute("href", "/admin/pages");
  });
});

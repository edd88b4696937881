import { beforeEach, describe, expect, it } from "vitest";

import type { Section } from "~/lib/page-model";
import { slugFromUrl } from "~/lib/page-url";
import { unreadableTextMessage } from "~/lib/plain-text";
import { freshPages } from "~/server/fixtures/fresh-pages";
import { getPageForEditing } from "~/server/pages/drafts.server";
import { getPublishedPage } from "~/server/pages/public-pages.server";

import { action as pageAction, loader as pageLoader } from "./page";
import { action as publishAction } from "./page-publish";
import { action as pagesAction, loader as pagesLoader } from "./pages";
import { adminRequest, call } from "./test-support";

const section: Section = {
  id: "s1",
  type: "gallery",
  layout: "masonry",
  title: "Rooms",
  content: "",
  imageUrl: "",
  backgroundColor: "#f7f3ed",
  items: [{ id: "i1", title: "Hallway", content: "", imageUrl: "/img/hero-home-960.webp" }],
};

const url = (slug: string) => `/api/admin/pages/${slug}`;

async function create(): Promise<string> {
  const response = await call(pagesAction, adminRequest("/api/admin/pages", { method: "POST", json: {} }));
  return (await response.json()).page.slug;
}

/** A PUT on the latest revision, as a builder that is up to date sends it, unless `json` names one. */
function put(slug: string, json: object, cookie?: string | null) {
  const body = { revision: getPageForEditing(slugFromUrl(slug))?.page.revision ?? 1, ...json };
  return call(pageAction, adminRequest(url(slug), { method: "PUT", json: body, cookie }), { slug });
}

function publish(slug: string, json: unknown = {}) {
  return call(publishAction, adminRequest(`${url(slug)}/publish`, { method: "POST", json }), { slug });
}

beforeEach(() => {
  freshPages();
});

describe("every pages API handler refuses a request without a session (401)", () => {
  it.each([
    ["GET /pages", () => call(pagesLoader, adminRequest("/api/admin/pages", { cookie: null }))],
    [
      "POST /pages",
      () => call(pagesAction, adminRequest("/api/admin/pages", { method: "POST", json: {}, cookie: null })),
    ],
    ["GET /pages/:slug", () => call(pageLoader, adminRequest(url("_home"), { cookie: null }), { slug: "_home" })],
    ["PUT /pages/:slug", () => put("_home", { page: { title: "Home", slug: "", description: "" } }, null)],
    [
      "DELETE /pages/:slug",
      () => call(pageAction, adminRequest(url("x"), { method: "DELETE", cookie: null }), { slug: "x" }),
    ],
    [
      "POST /pages/:slug/publish",
      () =>
        call(publishAction, adminRequest(`${url("_home")}/publish`, { method: "POST", json: {}, cookie: null }), {
          slug: "_home",
        }),
    ],
  ])("%s", async (_, run) => {
    const response = await run();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in again." });
  });

  it("and changes nothing", async () => {
    await put("_home", { page: { title: "Hijacked", slug: "", description: "" } }, null);
    expect(getPublishedPage("")?.title ?? "Home").toBe("Home");
  });
});

describe("GET /api/admin/pages", () => {
  it("lists the pages with their status", async () => {
    const slug = await create();
    const response = await call(pagesLoader, adminRequest("/api/admin/pages"));
    expect(response.status).toBe(200);
    const { pages: listed } = await response.json();
    expect(listed).toHaveLength(8);
    expect(listed[0]).toEqual({
      slug: "",
      liveSlug: "",
      title: "Home",
      description: expect.any(String),
      socialImage: "",
      noindex: false,
      isStandard: true,
      isPublished: true,
      status: "published",
      updatedAt: expect.any(String),
      revision: 1,
      scheduled: [],
    });
    expect(listed[7]).toMatchObject({
      slug,
      title: "Untitled Page",
      isStandard: false,
      isPublished: false,
      status: "draft",
    });
  });
});

describe("POST /api/admin/pages", () => {
  it("creates an untitled page (201)", async () => {
    const response = await call(pagesAction, adminRequest("/api/admin/pages", { method: "POST", json: {} }));
    expect(response.status).toBe(201);
    expect((await response.json()).page).toMatchObject({
      slug: expect.stringMatching(/^untitled-\d+$/),
      title: "Untitled Page",
      status: "draft",
    });
  });

  it("answers other methods with 405", async () => {
    expect((await call(pagesAction, adminRequest("/api/admin/pages", { method: "PATCH", json: {} }))).status).toBe(405);
  });
});

describe("GET /api/admin/pages/:slug", () => {
  it("gives home (as _home) with its draft, published sections and seven defaults", async () => {
    const response = await call(pageLoader, adminRequest(url("_home")), { slug: "_home" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.page).toMatchObject({ slug: "", title: "Home", isStandard: true });
    expect(body.draft).toBeNull();
    expect(body.published).toBeNull();
    expect(body.defaults).toHaveLength(7);
  });

  it("answers 404 for an unknown page", async () => {
    const response = await call(pageLoader, adminRequest(url("nowhere")), { slug: "nowhere" });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/does not exist/);
  });
});

describe("PUT /api/admin/pages/:slug", () => {
  it("saves the details and the draft sections", async () => {
    const slug = await create();
    const response = await put(slug, {
      page: { title: "Winter Warmth", slug, description: "Cosy." },
      sections: [section],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).page).toMatchObject({
      slug,
      title: "Winter Warmth",
      description: "Cosy.",
      status: "draft",
    });
    const body = await (await call(pageLoader, adminRequest(url(slug)), { slug })).json();
    expect(body.draft).toEqual([section]);
  });

  it("renames through the old slug in the URL", async () => {
    const slug = await create();
    await put(slug, { page: { title: "Winter", slug, description: "" }, sections: [section] });
    const response = await put(slug, { page: { title: "Winter", slug: "winter-warmth", description: "" } });
    expect((await response.json()).page.slug).toBe("winter-warmth");
    expect((await call(pageLoader, adminRequest(url(slug)), { slug })).status).toBe(404);
    const moved = await (await call(pageLoader, adminRequest(url("winter-warmth")), { slug: "winter-warmth" })).json();
    expect(moved.draft).toEqual([section]);
  });

  it.each([
    ["an empty title", { page: { title: " ", slug: "x", description: "" } }, "Title is required"],
    [
      "a bad slug",
      { page: { title: "T", slug: "Bad Slug", description: "" } },
      "URL slug can only contain lowercase letters, numbers, and hyphens.",
    ],
    ["a missing page", { sections: [] }, undefined],
    [
      "a bad colour",
      { page: { title: "T", slug: "x", description: "" }, sections: [{ ...section, backgroundColor: "red" }] },
      "Use a hex colour such as #ffffff.",
    ],
    [
      "a script address",
      { page: { title: "T", slug: "x", description: "" }, sections: [{ ...section, imageUrl: "javascript:alert(1)" }] },
      "Image addresses must start with /, https:// or data:image/.",
    ],
  ])("refuses %s with 400 and a message, saving nothing", async (_, json, message) => {
    const slug = await create();
    const response = await put(slug, json);
    expect(response.status).toBe(400);
    const body = await response.json();
    if (message) expect(body.error).toBe(message);
    else expect(body.error).toEqual(expect.any(String));
    expect((await (await call(pageLoader, adminRequest(url(slug)), { slug })).json()).page.title).toBe("Untitled Page");
  });

  it("refuses a reserved slug (400) and another page's slug (409)", async () => {
    const first = await create();
    const second = await create();
    const reserved = await put(second, { page: { title: "T", slug: "admin", description: "" } });
    expect(reserved.status).toBe(400);
    expect((await reserved.json()).error).toBe(
      "This URL belongs to a built-in page of the site. Please choose another.",
    );
    const taken = await put(second, { page: { title: "T", slug: first, description: "" } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("Another page already uses this URL. Please choose another.");
  });

  it("keeps a standard page's slug (400)", async () => {
    const response = await put("about", { page: { title: "About", slug: "about-us", description: "" } });
    expect(response.status).toBe(400);
  });

  it("refuses a body over a megabyte with 413", async () => {
    const slug = await create();
    const huge = Array.from({ length: 60 }, (_, i) => ({ ...section, id: `s${i}`, content: "x".repeat(19_000) }));
    const response = await put(slug, { page: { title: "T", slug, description: "" }, sections: huge });
    expect(response.status).toBe(413);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await put("nowhere", { page: { title: "T", slug: "nowhere", description: "" } })).status).toBe(404);
  });
});

describe("page and section text is plain text (lib/plain-text)", () => {
  it("is kept without control or bidirectional override characters, one line where it is one line, in NFC", async () => {
    const created = await call(
      pagesAction,
      adminRequest("/api/admin/pages", { method: "POST", json: { title: "Winter\u202e Warmth\u0000" } }),
    );
    const { slug } = (await created.json()).page;
    expect(slug).toBe("winter-warmth");
    const response = await put(slug, {
      page: { title: "Winter\r\nWarmth\u2067", slug, description: "Cafe\u0301\u0000 rooms.\nWarm." },
      sections: [
        {
          ...section,
          title: "Rooms\u202d\n",
          content: "One\u0000\r\nTwo\u2069",
          richContent: [{ type: "paragraph", runs: [{ text: "Bold\u202e\u2028line", marks: ["bold"] }] }],
          buttons: [{ label: "Visit\u0007 us", link: "/contact", style: "primary" }],
          items: [{ id: "i1", title: "Hall\u2066way", content: "A\u0085B", eyebrow: "New\u200b\u202a", imageUrl: "" }],
        },
      ],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).page).toMatchObject({
      title: "Winter Warmth",
      description: "Caf\u00e9 rooms. Warm.",
    });
    const [saved] = getPageForEditing(slug)!.draft!;
    expect(saved).toMatchObject({
      title: "Rooms ",
      content: "One\nTwo",
      richContent: [{ type: "paragraph", runs: [{ text: "Bold\nline", marks: ["bold"] }] }],
      buttons: [{ label: "Visit us" }],
      items: [{ title: "Hallway", content: "A\nB", eyebrow: "New\u200b" }],
    });
  });

  it("holding half of a character (a lone surrogate) is refused with the one message", async () => {
    const slug = await create();
    const response = await put(slug, { page: { title: "Winter\ud800", slug, description: "" } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(unreadableTextMessage);
    const sections = await put(slug, {
      page: { title: "Winter", slug, description: "" },
      sections: [{ ...section, content: "\udc00" }],
    });
    expect((await sections.json()).error).toBe(unreadableTextMessage);
  });
});

describe("DELETE /api/admin/pages/:slug", () => {
  it("deletes a page (204), then knows it no more (404)", async () => {
    const slug = await create();
    const response = await call(pageAction, adminRequest(url(slug), { method: "DELETE" }), { slug });
    expect(response.status).toBe(204);
    expect((await call(pageAction, adminRequest(url(slug), { method: "DELETE" }), { slug })).status).toBe(404);
  });

  it("refuses a standard page with 403 and the specified message", async () => {
    const response = await call(pageAction, adminRequest(url("_home"), { method: "DELETE" }), { slug: "_home" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Standard pages cannot be deleted, but you can edit their content.",
    });
  });
});

describe("POST /api/admin/pages/:slug/publish", () => {
  it("publishes the draft; a later draft is not seen until published again", async () => {
    const slug = await create();
    await put(slug, { page: { title: "Winter", slug, description: "" }, sections: [section] });
    const response = await publish(slug);
    expect(response.status).toBe(200);
    expect((await response.json()).page).toMatchObject({ isPublished: true, status: "published" });
    expect(getPublishedPage(slug)!.sections).toEqual([section]);

    const edited = await put(slug, {
      page: { title: "Winter", slug, description: "" },
      sections: [{ ...section, title: "Changed" }],
    });
    expect((await edited.json()).page.status).toBe("changes");
    expect(getPublishedPage(slug)!.sections![0]!.title).toBe("Rooms");
  });

  it("restores a standard page's designed layout", async () => {
    await put("_home", { page: { title: "Home", slug: "", description: "d" }, sections: [section] });
    await publish("_home");
    expect(getPublishedPage("")!.sections).toEqual([section]);
    const response = await publish("_home", { restore: true });
    expect(response.status).toBe(200);
    expect((await response.json()).page).toMatchObject({ slug: "", status: "published" });
    expect(getPublishedPage("")!.sections).toBeNull();
  });

  it("refuses to restore a page that is not standard (400), and bad input (400)", async () => {
    const slug = await create();
    expect((await publish(slug, { restore: true })).status).toBe(400);
    expect((await publish(slug, { restore: "yes" })).status).toBe(400);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await publish("nowhere")).status).toBe(404);
  });
});

describe("draft revisions: a save names the revision it was based on", () => {
  it("numbers each save and refuses one based on an older revision (409) with the page as it is now", async () => {
    const slug = await create();
    const first = await put(slug, { page: { title: "Winter", slug, description: "" }, revision: 1 });
    expect((await first.json()).page.revision).toBe(2);
    const stale = await put(slug, {
      page: { title: "Old tab", slug, description: "" },
      sections: [section],
      revision: 1,
    });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe("This page was changed in another tab or browser.");
    expect(body.current.page).toMatchObject({ title: "Winter", revision: 2 });
    expect(body.current.draft).toBeNull();
    expect(getPageForEditing(slug)!.page).toMatchObject({ title: "Winter", revision: 2 });
  });

  it("of many saves based on one revision, exactly one is written", async () => {
    const slug = await create();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        put(slug, { page: { title: `Tab ${n}`, slug, description: "" }, sections: [section], revision: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const winner = (await answers[statuses.indexOf(200)]!.json()).page;
    expect(getPageForEditing(slug)!.page).toMatchObject({ title: winner.title, revision: 2 });
  });

  it("refuses a save without a revision (400) and writes nothing", async () => {
    const slug = await create();
    const response = await call(
      pageAction,
      adminRequest(url(slug), { method: "PUT", json: { page: { title: "No revision", slug, description: "" } } }),
      { slug },
    );
    expect(response.status).toBe(400);
    expect(getPageForEditing(slug)!.page.title).toBe("Untitled Page");
  });

  it("publishes only the revision named, when one is named", async () => {
    const slug = await create();
    await put(slug, { page: { title: "Seen", slug, description: "" } });
    expect((await publish(slug, { revision: 1 })).status).toBe(409);
    expect(getPageForEditing(slug)!.page.isPublished).toBe(false);
    expect((await publish(slug, { revision: 2 })).status).toBe(200);
  });
});

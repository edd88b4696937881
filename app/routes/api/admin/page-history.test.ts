import { beforeEach, describe, expect, it, vi } from "vitest";

import type { PageForEditing, Section } from "~/lib/page-model";
import { loader as sitemapLoader } from "~/routes/api/sitemap";
import { loader as sitePageLoader } from "~/routes/site/page";
import { freshPages } from "~/server/fixtures/fresh-pages";
import { getPageForEditing } from "~/server/pages/drafts.server";
import { keptVersions } from "~/server/pages/versions.server";

import { action as pageAction } from "./page";
import { action as discardAction } from "./page-discard";
import { action as publishAction } from "./page-publish";
import { action as unpublishAction } from "./page-unpublish";
import { action as versionAction, loader as versionLoader } from "./page-version";
import { loader as versionsLoader } from "./page-versions";
import { action as pagesAction } from "./pages";
import { adminRequest, call } from "./test-support";

const section = (id: string, title = id): Section => ({
  id,
  type: "text",
  layout: "centered",
  title,
  content: `About ${id}`,
  imageUrl: "",
  backgroundColor: "#ffffff",
});

const url = (slug: string) => `/api/admin/pages/${slug}`;
const revisionOf = (slug: string) => getPageForEditing(slug)!.page.revision;
const draftTitles = (slug: string) => getPageForEditing(slug)!.draft?.map((s) => s.title);

async function create(slug: string, title = "Winter"): Promise<void> {
  const created = await call(pagesAction, adminRequest("/api/admin/pages", { method: "POST", json: {} }));
  const { page } = await created.json();
  await save(page.slug, [], { title, slug });
}

async function save(slug: string, sections: Section[], details: { title?: string; slug?: string } = {}) {
  const current = getPageForEditing(slug)!.page;
  const page = { title: details.title ?? current.title, slug: details.slug ?? slug, description: "" };
  const response = await call(
    pageAction,
    adminRequest(url(slug), { method: "PUT", json: { page, sections, revision: current.revision } }),
    { slug },
  );
  expect(response.status).toBe(200);
}

async function publish(slug: string) {
  const response = await call(publishAction, adminRequest(`${url(slug)}/publish`, { method: "POST", json: {} }), {
    slug,
  });
  expect(response.status).toBe(200);
}

const post = (
  handler: Parameters<typeof call>[0],
  path: string,
  json: unknown,
  params: Record<string, string>,
): Promise<Response> => call(handler, adminRequest(path, { method: "POST", json }), params);

/** 'Discard unpublished changes' on the draft the editor last read. */
const discard = (slug: string) => post(discardAction, `${url(slug)}/discard`, { revision: revisionOf(slug) }, { slug });

const restore = (slug: string, number: number, json: object) =>
  post(versionAction, `${url(slug)}/versions/${number}`, json, { slug, number: String(number) });

async function visit(slug: string) {
  try {
    return await sitePageLoader({ request: new Request(`http://localhost/${slug}`), params: { slug } } as never);
  } catch (thrown) {
    return thrown as { init: { status: number } | null };
  }
}

/** Publishes three versions: [a], then [a, b], then [b', a] (b edited and moved, title changed). */
async function threeVersions(slug: string) {
  await create(slug);
  await save(slug, [section("a")]);
  await publish(slug);
  await save(slug, [section("a"), section("b")]);
  await publish(slug);
  await save(slug, [section("b", "B edited"), section("a")], { title: "Winter Offers" });
  await publish(slug);
}

beforeEach(() => {
  freshPages();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("versions: every publish keeps one", () => {
  it("lists them newest first with the date and what changed against the version before", async () => {
    await threeVersions("winter");
    const response = await call(versionsLoader, adminRequest(`${url("winter")}/versions`), { slug: "winter" });
    expect(response.status).toBe(200);
    const { versions } = await response.json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(versions.map((v: { summary: string }) => v.summary)).toEqual([
      "1 section edited, 1 section moved, page settings changed (page title)",
      "1 section added",
      "First published version",
    ]);
    expect(versions[0]).toMatchObject({ title: "Winter Offers", slug: "winter" });
    expect(Date.parse(versions[0].publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(versions[1].changes.added).toEqual([{ id: "b", type: "text", title: "b" }]);
  });

  it("marks the version visitors see as live: the newest while the page is published, none once it is not", async () => {
    const liveOf = async (slug: string) => {
      const { versions } = await (await call(versionsLoader, adminRequest(`${url(slug)}/versions`), { slug })).json();
      return versions.map((v: { number: number; live: boolean }) => [v.number, v.live]);
    };
    await threeVersions("winter");
    expect(await liveOf("winter")).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    // Restoring an older version into the draft changes nothing visitors see.
    expect((await restore("winter", 1, { revision: revisionOf("winter") })).status).toBe(200);
    expect((await liveOf("winter"))[0]).toEqual([3, true]);
    expect((await post(unpublishAction, `${url("winter")}/unpublish`, {}, { slug: "winter" })).status).toBe(200);
    expect((await liveOf("winter")).some(([, live]: [number, boolean]) => live)).toBe(false);
  });

  it("gives one version whole, and 404 for one not kept", async () => {
    await threeVersions("winter");
    const one = await call(versionLoader, adminRequest(`${url("winter")}/versions/2`), { slug: "winter", number: "2" });
    expect((await one.json()).version).toMatchObject({
      number: 2,
      title: "Winter",
      sections: [section("a"), section("b")],
    });
    for (const number of ["9", "0", "x"]) {
      const missing = await call(versionLoader, adminRequest(`${url("winter")}/versions/${number}`), {
        slug: "winter",
        number,
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "This version of the page is not kept any more." });
    }
  });

  it(`keeps the newest ${keptVersions} versions of each page`, async () => {
    await create("often");
    for (let n = 1; n <= keptVersions + 3; n += 1) {
      await save("often", [section("a", `Take ${n}`)]);
      await publish("often");
    }
    const { versions } = await (
      await call(versionsLoader, adminRequest(`${url("often")}/versions`), { slug: "often" })
    ).json();
    expect(versions).toHaveLength(keptVersions);
    expect(versions[0].number).toBe(keptVersions + 3);
    expect(versions.at(-1).number).toBe(4);
  });
});

describe("restoring", () => {
  it("restores version 1 whole as a new draft revision, keeping the page's address and every version", async () => {
    await threeVersions("winter");
    const before = revisionOf("winter");
    const response = await restore("winter", 1, { revision: before });
    expect(response.status).toBe(200);
    const restored = (await response.json()) as PageForEditing;
    expect(restored.draft).toEqual([section("a")]);
    expect(restored.page).toMatchObject({ title: "Winter", slug: "winter", revision: before + 1, status: "changes" });
    const { versions } = await (
      await call(versionsLoader, adminRequest(`${url("winter")}/versions`), { slug: "winter" })
    ).json();
    expect(versions).toHaveLength(3);
  });

  it("restores one section of version 2 alone: in place of the one with its id, or where it stood", async () => {
    await threeVersions("winter");
    // The draft has b edited; restoring b from version 2 replaces it and leaves a alone.
    let response = await restore("winter", 2, { revision: revisionOf("winter"), sectionId: "b" });
    expect(response.status).toBe(200);
    expect(draftTitles("winter")).toEqual(["b", "a"]);
    // Gone from the draft, a section goes back after the nearest one before it in the version.
    await save("winter", [section("x"), section("a"), section("y")]);
    response = await restore("winter", 2, { revision: revisionOf("winter"), sectionId: "b" });
    expect(response.status).toBe(200);
    expect(draftTitles("winter")).toEqual(["x", "a", "b", "y"]);
    // With none of those before it left, it goes first.
    await save("winter", [section("z")]);
    await restore("winter", 2, { revision: revisionOf("winter"), sectionId: "a" });
    expect(draftTitles("winter")).toEqual(["a", "z"]);
    const unknown = await restore("winter", 2, { revision: revisionOf("winter"), sectionId: "nope" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "This section is not in that version of the page." });
  });

  it("refuses a restore based on an older revision (409) and writes nothing", async () => {
    await threeVersions("winter");
    const stale = revisionOf("winter") - 1;
    for (const json of [{ revision: stale }, { revision: stale, sectionId: "a" }]) {
      const response = await restore("winter", 1, json);
      expect(response.status).toBe(409);
      expect((await response.json()).current.page.revision).toBe(stale + 1);
    }
    expect(draftTitles("winter")).toEqual(["B edited", "a"]);
  });
});

describe("a version published after a restore says what it restored (decision 222)", () => {
  const listed = async (slug: string) =>
    (await (await call(versionsLoader, adminRequest(`${url(slug)}/versions`), { slug })).json()).versions as {
      number: number;
      publishedAt: string;
      restores: unknown[];
    }[];

  it("names the version restored whole, kept with the version; the next publish, an edit, names none", async () => {
    await threeVersions("winter");
    const first = (await listed("winter")).at(-1)!;
    await restore("winter", 1, { revision: revisionOf("winter") });
    await publish("winter");
    const [restored, ...older] = await listed("winter");
    expect(restored).toMatchObject({
      number: 4,
      restores: [{ number: 1, publishedAt: first.publishedAt, thenEdited: false }],
    });
    expect(older.map((version) => version.restores)).toEqual([[], [], []]);
    const one = await call(versionLoader, adminRequest(`${url("winter")}/versions/4`), { slug: "winter", number: "4" });
    expect((await one.json()).version.restores).toEqual(restored!.restores);

    await save("winter", [section("a", "Later")]);
    await publish("winter");
    expect((await listed("winter"))[0]).toMatchObject({ number: 5, restores: [] });
  });

  it("says the draft was edited after the restore; a restore undone before publishing is not named", async () => {
    await threeVersions("winter");
    await restore("winter", 1, { revision: revisionOf("winter") });
    await save("winter", [section("a", "A, edited after")]);
    await publish("winter");
    expect((await listed("winter"))[0]!.restores).toEqual([expect.objectContaining({ number: 1, thenEdited: true })]);

    // Undone: the draft is saved back as it was before the restore (what the builder's undo does).
    await save("winter", [section("a", "Before the restore")], { title: "Spring" });
    await restore("winter", 2, { revision: revisionOf("winter") });
    await save("winter", [section("a", "Before the restore")], { title: "Spring" });
    await publish("winter");
    expect((await listed("winter"))[0]!.restores).toEqual([]);
  });

  it("names each section restored; a whole version restored after them starts the list again", async () => {
    await threeVersions("winter");
    const versions = await listed("winter");
    const dated = (number: number) => versions.find((version) => version.number === number)!.publishedAt;
    await restore("winter", 2, { revision: revisionOf("winter"), sectionId: "b" });
    await save("winter", [section("b"), section("a", "A edited")]);
    await restore("winter", 1, { revision: revisionOf("winter"), sectionId: "a" });
    // A restore that changes nothing restores nothing, and is not named.
    await restore("winter", 1, { revision: revisionOf("winter"), sectionId: "a" });
    await publish("winter");
    expect((await listed("winter"))[0]!.restores).toEqual([
      { number: 2, publishedAt: dated(2), section: { id: "b", type: "text", title: "b" }, thenEdited: false },
      { number: 1, publishedAt: dated(1), section: { id: "a", type: "text", title: "a" }, thenEdited: false },
    ]);

    await restore("winter", 3, { revision: revisionOf("winter"), sectionId: "b" });
    await restore("winter", 2, { revision: revisionOf("winter") });
    await publish("winter");
    expect((await listed("winter"))[0]!.restores).toEqual([{ number: 2, publishedAt: dated(2), thenEdited: false }]);
  });

  it("forgets a restore whose draft is discarded", async () => {
    await threeVersions("winter");
    await restore("winter", 1, { revision: revisionOf("winter") });
    expect((await discard("winter")).status).toBe(200);
    await save("winter", [section("c")]);
    await publish("winter");
    expect((await listed("winter"))[0]!.restores).toEqual([]);
  });
});

describe("'Discard unpublished changes' and 'Unpublish'", () => {
  it("brings the draft back to the published version", async () => {
    await threeVersions("winter");
    await save("winter", [section("new")], { title: "Changed" });
    const response = await discard("winter");
    expect(response.status).toBe(200);
    const discarded = (await response.json()) as PageForEditing;
    expect(discarded.page).toMatchObject({ title: "Winter Offers", status: "published" });
    expect(discarded.draft).toEqual(discarded.published);
  });

  it("has nothing to discard on a page never published", async () => {
    await create("fresh");
    const response = await discard("fresh");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "This page has not been published, so there are no unpublished changes to discard.",
    });
  });

  it("takes a custom page off the site: its address is not found and it leaves the sitemap", async () => {
    await threeVersions("winter");
    expect(await visit("winter")).toMatchObject({ title: "Winter Offers" });
    const sitemap = async () =>
      await sitemapLoader({ request: new Request("http://localhost/sitemap.xml") } as never).text();
    expect(await sitemap()).toContain("/winter<");
    const response = await post(unpublishAction, `${url("winter")}/unpublish`, {}, { slug: "winter" });
    expect(response.status).toBe(200);
    expect((await response.json()).page).toMatchObject({ isPublished: false, status: "draft" });
    expect(await visit("winter")).toMatchObject({ init: { status: 404 } });
    expect(await sitemap()).not.toContain("/winter<");
    // Publishing again brings it back, as version 4.
    await publish("winter");
    expect(await visit("winter")).toMatchObject({ title: "Winter Offers" });
  });

  it("refuses to unpublish a standard page (403) with a clear message", async () => {
    const response = await post(unpublishAction, `${url("about")}/unpublish`, {}, { slug: "about" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Standard pages cannot be unpublished. You can edit their content or restore their designed layout.",
    });
    expect(getPageForEditing("about")!.page.isPublished).toBe(true);
  });
});

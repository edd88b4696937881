import { expect, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { current, type Editing, saveAndPublish, section } from "../support/page-history";

/*
 * Page history over real HTTP against the built server: versions kept by each publish, restoring a
 * version whole or one section of it, and unpublishing (the address then shows the not-found page).
 */

test("publish three times, restore version 1 whole, then one section of version 2 alone", async ({ page }) => {
  await signIn(page);
  const { request } = page;
  const created = await request.post("/api/admin/pages", { data: {} });
  const slug = ((await created.json()) as Editing).page.slug;
  await saveAndPublish(request, slug, [section("a", "First")]);
  await saveAndPublish(request, slug, [section("a", "First"), section("b", "Second")]);
  await saveAndPublish(request, slug, [section("b", "Second, edited")]);

  const { versions } = (await (await request.get(`/api/admin/pages/${slug}/versions`)).json()) as {
    versions: { number: number; summary: string }[];
  };
  expect(versions.map((v) => [v.number, v.summary])).toEqual([
    [3, "1 section removed, 1 section edited"],
    [2, "1 section added"],
    [1, "First published version"],
  ]);

  let revision = (await current(request, slug)).page.revision;
  const whole = await request.post(`/api/admin/pages/${slug}/versions/1`, { data: { revision } });
  expect(whole.status()).toBe(200);
  expect(((await whole.json()) as Editing).draft!.map((s) => s.title)).toEqual(["First"]);

  revision = (await current(request, slug)).page.revision;
  const one = await request.post(`/api/admin/pages/${slug}/versions/2`, { data: { revision, sectionId: "b" } });
  expect(one.status()).toBe(200);
  expect(((await one.json()) as Editing).draft!.map((s) => s.title)).toEqual(["First", "Second"]);

  // Visitors still see version 3 until the next publish.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("main")).toContainText("Second, edited");
  await visitor.close();
});

test("'Unpublish' takes a page off the site and the sitemap; a standard page cannot be unpublished", async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  const created = await request.post("/api/admin/pages", { data: {} });
  const slug = ((await created.json()) as Editing).page.slug;
  await saveAndPublish(request, slug, [section("a", "Soon gone")]);
  expect((await request.get(`/${slug}`)).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${slug}<`);

  const unpublished = await request.post(`/api/admin/pages/${slug}/unpublish`, { data: {} });
  expect(unpublished.status()).toBe(200);
  const gone = await request.get(`/${slug}`);
  expect(gone.status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/${slug}<`);
  const response = await page.goto(`/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");

  const standard = await request.post("/api/admin/pages/about/unpublish", { data: {} });
  expect(standard.status()).toBe(403);
  expect(await standard.json()).toEqual({
    error: "Standard pages cannot be unpublished. You can edit their content or restore their designed layout.",
    requestId: standard.headers()["x-request-id"],
  });
  expect((await request.get("/about")).status()).toBe(200);
});

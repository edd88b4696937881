import { type APIRequestContext, expect } from "@playwright/test";

/** Pages published through the API, so that each publish keeps a version. */
export const section = (id: string, title: string) => ({
  id,
  type: "text",
  layout: "centered",
  title,
  content: `About ${title}.`,
  imageUrl: "",
  backgroundColor: "#ffffff",
});

export interface Editing {
  page: { slug: string; title: string; revision: number; isPublished: boolean };
  draft: { id: string; title: string }[] | null;
}

export async function current(request: APIRequestContext, slug: string): Promise<Editing> {
  return (await (await request.get(`/api/admin/pages/${slug}`)).json()) as Editing;
}

export async function saveAndPublish(request: APIRequestContext, slug: string, sections: object[]) {
  const { page } = await current(request, slug);
  const saved = await request.put(`/api/admin/pages/${slug}`, {
    data: { page: { title: page.title, slug, description: "" }, sections, revision: page.revision },
  });
  expect(saved.status()).toBe(200);
  const published = await request.post(`/api/admin/pages/${slug}/publish`, {
    data: { revision: (await saved.json()).page.revision },
  });
  expect(published.status()).toBe(200);
}

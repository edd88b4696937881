/**
 * Signs in and publishes a page built from the page builder's default sections, so the benchmark
 * measures a published builder page too. Returns its path, or null while the pages API is missing.
 */
export async function publishBuilderPage(baseUrl: string, password: string): Promise<string | null> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const session = await fetch(`${baseUrl}/api/admin/session`, {
    method: "POST",
    headers,
    body: JSON.stringify({ password }),
  });
  const cookie = session.headers.get("set-cookie")?.split(";")[0];
  if (!session.ok || !cookie) return null;
  const authed = { ...headers, Cookie: cookie };
  const created = await fetch(`${baseUrl}/api/admin/pages`, { method: "POST", headers: authed, body: "{}" });
  if (!created.ok) return null;
  const { page } = (await created.json()) as { page: { slug: string; revision: number } };
  const loaded = (await (await fetch(`${baseUrl}/api/admin/pages/${page.slug}`, { headers: authed })).json()) as {
    defaults: unknown[];
  };
  const slug = "benchmark-page";
  const saved = await fetch(`${baseUrl}/api/admin/pages/${page.slug}`, {
    method: "PUT",
    headers: authed,
    body: JSON.stringify({
      page: { title: "Benchmark Page", slug, description: "A page built with the page builder." },
      sections: loaded.defaults,
      revision: page.revision,
    }),
  });
  if (!saved.ok) return null;
  const { page: draft } = (await saved.json()) as { page: { revision: number } };
  const published = await fetch(`${baseUrl}/api/admin/pages/${slug}/publish`, {
    method: "POST",
    headers: authed,
    body: JSON.stringify({ revision: draft.revision }),
  });
  return published.ok ? `/${slug}` : null;
}

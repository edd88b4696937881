import { vi } from "vitest";

import { type MediaItem, mediaPatchSchema } from "~/lib/media/media-item";

/** A library picture without alt text, as the image fields meet it. */
export const hallwayPicture: MediaItem = {
  id: "hallway",
  name: "volo-hallway.jpg",
  url: "/media/hallway.webp",
  uploadDate: "2026-11-20T10:00:00.000Z",
  revision: 3,
  size: 1000,
  type: "image/jpeg",
  width: 800,
  height: 600,
  alt: "",
  focalPoint: { x: 50, y: 50 },
  variants: [{ format: "webp", width: 480, url: "/media/hallway-480.webp" }],
};

/**
 * The Media Library's API as an image field meets it, holding `item`: the list, and PATCH /api/admin/media/:id checked
 * with the route's own schema (strict, as the route takes it), answering the saved item; `answer` overrides the
 * PATCH's answer. Stands in for `fetch`; answers every call made.
 */
export function serveMediaLibrary(item: MediaItem, answer?: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method, body });
    if (method === "GET" && url === "/api/admin/media") return Response.json({ media: [item] });
    if (method === "PATCH" && url === `/api/admin/media/${item.id}`) {
      if (answer) return answer();
      const patch = mediaPatchSchema.strict().safeParse(body);
      if (!patch.success) return Response.json({ error: patch.error.issues[0]?.message }, { status: 400 });
      return Response.json({ media: { ...item, alt: patch.data.alt ?? item.alt, revision: item.revision + 1 } });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

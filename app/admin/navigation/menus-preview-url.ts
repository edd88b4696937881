import { type Menus, menusSchema } from "~/lib/navigation/menus";

/** The device preview's frame (app/routes/admin/preview.tsx), which draws the menus named in its address. */
const previewPath = "/admin/preview";

/** The preview frame's address for unsaved `menus`. */
export const menusPreviewUrl = (menus: Menus) => `${previewPath}?menus=${encodeURIComponent(JSON.stringify(menus))}`;

/** The menus an address names for a preview, or null when it names none (or none that can be read). */
export function menusInPreviewUrl(url: URL): Menus | null {
  const named = url.searchParams.get("menus");
  if (named === null) return null;
  try {
    const parsed = menusSchema.safeParse(JSON.parse(named));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * /api/admin/navigation: the site's menus (decision 151). Every request needs an admin session (401).
 *
 * GET → 200 { menus, revision, pages: MenuPageChoice[] }: the menus as saved and the published pages a link can
 *       lead to. GET ?page=<slug> (home `_home`) → 200 { links: MenuLinkToPage[] }: the menu links to that page.
 * PUT { menus, revision } → 200 { menus, revision }: live at once, every page purged. 400 { error, issues } for a
 *       link without a name, a bad address, a page that is not published or an address where no page answers.
 * DELETE { revision } → 200 { menus, revision }: the menus the site ships with.
 * PUT and DELETE answer 409 { error, current: { menus, revision } } when `revision` is not the latest, and write nothing.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { menusSchema } from "~/lib/navigation/menus";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { getMenus, menuLinksToPage, NavigationConflictError, resetMenus, saveMenus } from "~/server/navigation.server";
import { answering, readValid, revisionSchema } from "~/server/pages/requests.server";
import { redirectPageChoices } from "~/server/redirects.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/navigation";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const page = new URL(request.url).searchParams.get("page");
  if (page !== null) return json({ links: menuLinksToPage(slugFromUrl(page)) });
  return json({ ...getMenus(), pages: redirectPageChoices() });
}

function writing(save: () => ReturnType<typeof getMenus>): Response {
  return answering(() => {
    try {
      return json(save());
    } catch (error) {
      if (error instanceof NavigationConflictError) return json({ error: error.message, current: error.current }, 409);
      throw error;
    }
  });
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method === "DELETE") {
    const { revision } = await readValid(request, z.object({ revision: revisionSchema }), bodyLimits.adminChange);
    return writing(() => resetMenus(revision));
  }
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT, DELETE");
  const schema = z.object({ menus: menusSchema, revision: revisionSchema });
  const { menus, revision } = await readValid(request, schema, bodyLimits.adminDocument);
  return writing(() => saveMenus(menus, revision));
}

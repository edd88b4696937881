import { useEffect } from "react";
import { Outlet, replace, useNavigate } from "react-router";

import { AdminNav } from "~/admin/admin-nav";
import { adminMeta } from "~/admin/admin-title";
import { hasAuthFlag } from "~/admin/auth-flag";
import { useRootData } from "~/root";
import { currentSession } from "~/server/session.server";
import { unreadInboxCount } from "~/server/unread.server";

import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Admin");

/** Every guarded admin screen: without a session, back to /admin, replacing history (docs/product.md#routes, docs/product.md#sign-in). */
export function loader({ request }: Route.LoaderArgs) {
  if (!currentSession(request)) throw replace("/admin");
  return { unreadCount: unreadInboxCount() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { siteName } = useRootData();
  const navigate = useNavigate();
  // docs/product.md#routes: the browser's guard also sends a visitor without the flag back to /admin, replacing history.
  useEffect(() => {
    if (!hasAuthFlag()) void navigate("/admin", { replace: true });
  }, [navigate]);
  return (
    <div className="min-h-screen bg-linen/60">
      <AdminNav siteName={siteName} unreadCount={loaderData.unreadCount} />
      <main className="mx-auto max-w-[96rem] px-4 py-8 sm:px-6 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
}

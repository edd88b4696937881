import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { adminMeta } from "~/admin/admin-title";
import { setAuthFlag } from "~/admin/auth-flag";
import { useHydrated } from "~/admin/use-hydrated";
import { loginMessages } from "~/lib/login-rules";
import { currentSession } from "~/server/session.server";
import { buttonClass } from "~/ui/button";

import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sign In");

export function loader({ request }: Route.LoaderArgs) {
  return { authenticated: currentSession(request) !== null };
}

/** /admin: one password, then the dashboard (docs/product.md#routes Login, docs/product.md#sign-in). */
export default function Login({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setAuthFlag(loaderData.authenticated);
    if (loaderData.authenticated) void navigate("/admin/dashboard", { replace: true });
  }, [loaderData.authenticated, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch("/api/admin/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (response.status === 429) {
        toast.error("Too Many Attempts", { description: body.error ?? loginMessages.locked });
        return;
      }
      if (!response.ok) {
        toast.error("Access Denied", { description: body.error ?? loginMessages.wrong });
        return;
      }
      setAuthFlag(true);
      toast.success("Login Successful", { description: "You have successfully logged in to the admin panel." });
      void navigate("/admin/dashboard");
    } catch (error) {
      console.error("Signing in failed:", error);
      toast.error("Access Denied", { description: "The server could not be reached. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-linen px-5 py-16">
      <div className="w-full max-w-sm rounded-sm bg-white p-8 shadow-[0_30px_80px_-40px_rgb(29_27_24/0.35)] sm:p-10">
        <h1 className="font-display text-4xl">Admin</h1>
        <p className="mt-2 text-sm text-muted">Sign in to edit pages, images and settings.</p>
        {/* Never a GET: the password must not end up in an address, whatever happens to the script. */}
        <form method="post" onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-6">
          <div>
            <label htmlFor="password" className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="mt-2 block w-full rounded-sm border border-ink/20 bg-white px-3 py-2.5 text-base focus:border-ink focus:outline-none"
            />
          </div>
          <button type="submit" disabled={busy || !hydrated} className={buttonClass({ size: "lg" }, "w-full")}>
            {busy ? "Logging in..." : "Login"}
          </button>
        </form>
        <a href="/" className="mt-8 block text-center text-sm text-muted underline-offset-4 hover:underline">
          Back to the website
        </a>
      </div>
    </main>
  );
}

import cormorantFile from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import manropeFile from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { bootScript } from "virtual:enhancements";

import { heldBackFromCache } from "~/lib/held-back-from-cache";
import { useNonce } from "~/lib/nonce";
import { useRequestId } from "~/lib/request-id";
import { speculationRules } from "~/lib/speculation-rules";
import { getSiteSettings, getSiteSettingsRevision } from "~/server/settings.server";

import type { Route } from "./+types/root";
import adminCss from "./admin.css?url";
import siteCss from "./site.css?url";
import fontsCss from "./styles/fonts.css?url";

/** Only the admin uses toasts; the public site's bundle stays without them (decision 041). */
const Toaster = lazy(() => import("~/ui/toaster"));

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...getSiteSettings(),
    /** Saving the settings names it, so a save made on an older copy is refused. */
    siteSettingsRevision: getSiteSettingsRevision(),
    origin: new URL(request.url).origin,
  };
}

/** Site settings change only through a form post (Settings), so plain navigations need not reload them. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("Root data is missing");
  return data;
}

/**
 * A route whose handle (or a parent layout's) says `serverRendered: true` is rendered by React on the server only:
 * its page names the enhancement modules' boot script instead of the React Router app (decision 140).
 */
export interface RenderHandle {
  serverRendered?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const admin = useLocation().pathname.startsWith("/admin");
  const serverRendered = useMatches().some((match) => (match.handle as RenderHandle | undefined)?.serverRendered);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d1b18" />
        <Meta />
        {/* The public pages' own small stylesheet, or the admin's (decision 176). With a precedence, React writes it
            ahead of the scripts' modulepreloads (decision 041). */}
        <link rel="stylesheet" href={admin ? adminCss : siteCss} precedence="default" />
        {serverRendered && import.meta.env.DEV && (
          // In development no step inlines the fallback faces (decision 218): the fonts' stylesheet applies at once.
          <link rel="stylesheet" href={fontsCss} />
        )}
        {serverRendered ? (
          <script data-held-back={`${fontsCss} ${siteCss}`} dangerouslySetInnerHTML={{ __html: heldBackFromCache }} />
        ) : (
          // The admin's fonts come with its stylesheet; asked for at once, they are there for its first paint
          // (`font-display: optional` would otherwise keep a slow first load in the fallback faces, decision 218).
          [manropeFile, cormorantFile].map((file) => (
            <link key={file} rel="preload" as="font" type="font/woff2" href={file} crossOrigin="" />
          ))
        )}
        <Links />
      </head>
      <body>
        {children}
        {/* Admin documents carry the toaster; once the app runs it stays, so a toast outlives a client-side visit to
            a public page ('Page Published' over the live page). Public documents are never hydrated. */}
        {(admin || typeof document !== "undefined") && (
          <Suspense>
            <Toaster />
          </Suspense>
        )}
        {serverRendered ? (
          <>
            {/* The web fonts, loaded by the boot script once the page has loaded (decisions 176 and 218); at once
                without it. */}
            <noscript data-web-fonts="">
              <link rel="stylesheet" href={fontsCss} />
            </noscript>
            <script type="module" src={bootScript} fetchPriority="low" />
            <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal thrown as a JSON answer ({ error }) says what was wrong with the request: show it.
  const said: unknown = isRouteErrorResponse(error) ? (error.data as { error?: unknown } | null)?.error : undefined;
  const refused = status >= 400 && status < 500 && status !== 404;
  const requestId = useRequestId();
  return (
    <main className="container-page flex min-h-screen flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-7xl">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {status === 404
          ? "Oops! Page not found"
          : refused
            ? "We could not accept that"
            : "Something went wrong on our side"}
      </h1>
      <p className="mt-3 max-w-md text-muted">
        {typeof said === "string"
          ? said
          : status === 404
            ? "The page you were looking for is not here."
            : "Please try again in a moment. If it keeps happening, call us and we will help."}
      </p>
      <a href="/" className="mt-8 underline underline-offset-4">
        Return to Home
      </a>
      {status !== 404 && requestId && <p className="mt-6 text-sm text-muted">Reference: {requestId}</p>}
    </main>
  );
}

import { useRouteError } from "react-router";

import { LoadFailed } from "./load-failed";
import { ScreenHeader } from "./screen-header";
import { ScreenLoading } from "./screen-loading";

/** What an admin screen is called, the line on what it is for, and what its data is when it fails to load. */
export interface AdminScreen {
  title: string;
  description: string;
  /** What failed to load, as the error says it: 'The media library'. */
  what: string;
}

/** An admin screen's header over 'Loading...' while its data is on its way. */
function ScreenHydrating({ title, description }: AdminScreen) {
  return (
    <>
      <ScreenHeader title={title} description={description} />
      <ScreenLoading />
    </>
  );
}

/** An admin screen's header over the reason its data could not be loaded, with a way to try again. */
function ScreenFailed({ title, description, what, error }: AdminScreen & { error: unknown }) {
  return (
    <>
      <ScreenHeader title={title} description={description} />
      <LoadFailed what={what} error={error} />
    </>
  );
}

/**
 * An admin route's HydrateFallback and ErrorBoundary, the screen's header over its loading or its failure:
 * `export const { HydrateFallback, ErrorBoundary } = screenFallbacks(screen)`. React Router hands props only to
 * exports it can see by name, not to destructured ones, so the boundary asks for the route's error itself.
 */
export function screenFallbacks(screen: AdminScreen) {
  return {
    HydrateFallback: () => <ScreenHydrating {...screen} />,
    ErrorBoundary: () => <ScreenFailed {...screen} error={useRouteError()} />,
  };
}

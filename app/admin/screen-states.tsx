import { LoadFailed } from "./load-failed";
import { ScreenHeader } from "./screen-header";
import { ScreenLoading } from "./screen-loading";

interface Screen {
  title: string;
  description: string;
  /** What failed to load, as the error says it: 'The media library'. */
  what: string;
}

/** An admin screen's header over 'Loading...' while its data is on its way. */
export function ScreenHydrating({ title, description }: Screen) {
  return (
    <>
      <ScreenHeader title={title} description={description} />
      <ScreenLoading />
    </>
  );
}

/** An admin screen's header over the reason its data could not be loaded, with a way to try again. */
export function ScreenFailed({ title, description, what, error }: Screen & { error: unknown }) {
  return (
    <>
      <ScreenHeader title={title} description={description} />
      <LoadFailed what={what} error={error} />
    </>
  );
}

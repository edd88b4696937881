import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";

/** `ui` inside a data router, for components that hold up navigation (useBlocker) or link. */
export function inRouter(ui: ReactElement): ReactElement {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return <Stub />;
}

// The server build React Router's Vite plugin provides to the SSR entry.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

// The address of the public pages' boot script (vite/enhancements.ts).
declare module "virtual:enhancements" {
  export const bootScript: string;
}

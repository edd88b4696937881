// The public pages' code in few files (decision 042): each request costs a round trip on a phone. The framework
// ships as one chunk and the modules that two or more public routes share (header, footer, section parts…) as
// another. Each section type's renderer is a chunk of its own with the parts only it uses (it is imported on
// demand), so a page loads the renderers of the types it shows and no others; the types that one designed page
// alone shows travel together, so that page costs one request for them rather than one each.
import type { Plugin, Rollup } from "vite";
import { designedPageGroups } from "./designed-page-groups";

const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|set-cookie-parser)[\\/]/;
const publicEntry = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/])|entry\.client/;
const sectionRenderer = /[\\/]app[\\/]sections[\\/]([^\\/]+)[\\/]render\.tsx$/;
const everyPage = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)|entry\.client/;

/** The chunk a section type's renderer goes in: its designed page's, or its own. */
const groupOfType = (type: string): string =>
  Object.entries(designedPageGroups).find(([, types]) => types.includes(type))?.[0] ?? type;

export function publicChunks(): Plugin {
  /** For each module, the public entries that import it, directly or not ("*" for every page). */
  const publicImporters = new Map<string, Set<string>>();
  /** For each module, the renderer chunks (see groupOfType) that import it, directly or not, or that it is. */
  const rendererGroups = new Map<string, Set<string>>();
  const count = (map: Map<string, Set<string>>, id: string) => map.get(id)?.size ?? 0;
  // The parts two renderer chunks share (frames, headings, buttons, reveal) are a few hundred bytes each: they join
  // the shared chunk rather than each costing a request.
  const shared = (id: string) => count(publicImporters, id) >= 2 || count(rendererGroups, id) >= 2;
  /** The renderer chunk of a module that only one renderer chunk uses and no public route imports itself. */
  const rendererChunk = (id: string): string | null =>
    count(publicImporters, id) === 0 && count(rendererGroups, id) === 1 ? [...rendererGroups.get(id)!][0]! : null;
  return {
    name: "public-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    // A higher priority takes its modules first, so the framework stays out of the others.
                    { name: "framework", priority: 3, test: framework },
                    { name: "site", priority: 2, test: shared },
                    { name: rendererChunk, debugName: "renderers", priority: 1 },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const entry of ids.filter((id) => this.getModuleInfo(id)?.isEntry && publicEntry.test(id))) {
        for (const id of importedFrom(this, entry)) {
          const importers = publicImporters.get(id) ?? new Set<string>();
          importers.add(entry);
          if (everyPage.test(entry)) importers.add("*");
          publicImporters.set(id, importers);
        }
      }
      for (const renderer of ids) {
        const type = sectionRenderer.exec(renderer)?.[1];
        if (!type) continue;
        for (const id of [renderer, ...importedFrom(this, renderer)]) {
          rendererGroups.set(id, (rendererGroups.get(id) ?? new Set()).add(groupOfType(type)));
        }
      }
    },
  };
}

/** The modules a module imports statically, directly or not. */
function importedFrom(context: Rollup.PluginContext, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [...(context.getModuleInfo(start)?.importedIds ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// The public pages' code in few files (decision 042): each request costs a round trip on a phone. The framework
// ships as one chunk, the modules that two or more public routes share (header, footer, image catalogue…) as
// another, and the page builder's section renderers as a third, which builder pages load at once and designed
// pages only when sections replace them.
import type { Plugin, Rollup } from "vite";

const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|set-cookie-parser)[\\/]/;
const publicEntry = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/])|entry\.client/;
const everyPage = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)|entry\.client/;
const publishedSections = /[\\/]app[\\/]sections[\\/]published-sections\.tsx$/;

export function publicChunks(): Plugin {
  /** For each module, the public entries that import it, directly or not ("*" for every page). */
  const publicImporters = new Map<string, Set<string>>();
  const sectionModules = new Set<string>();
  const shared = (id: string) => (publicImporters.get(id)?.size ?? 0) >= 2;
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
                    // A higher priority takes its modules first, so the framework stays out of the other two.
                    { name: "framework", priority: 3, test: framework },
                    { name: "site", priority: 2, test: shared },
                    { name: "sections", priority: 1, test: (id: string) => sectionModules.has(id) },
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
      const sections = ids.find((id) => publishedSections.test(id));
      if (sections) for (const id of [sections, ...importedFrom(this, sections)]) sectionModules.add(id);
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

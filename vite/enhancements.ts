// The public pages' scripts (decision 140): small enhancement modules under app/enhance, built on their own, apart
// from the React Router app, so no page that loads them can pull in a framework chunk. The server build imports
// `virtual:enhancements` for the address of the boot module that loads the others a page's markup asks for.
import { join } from "node:path";

import { build, type Plugin, type Rollup } from "vite";

import { oversizedModules } from "./enhancement-sizes";
import { precompress } from "./precompress";

const virtualId = "virtual:enhancements";
const resolvedId = `\0${virtualId}`;
const bootSource = "app/enhance/boot.ts";
/** Under the browser build's folder, beside React Router's assets. */
const folder = "enhance";

export function enhancements(): Plugin {
  let root = process.cwd();
  let serving = false;
  return {
    name: "enhancements",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      // Only the server names the boot module; the hydrated pages (the admin) never load it. In development Vite
      // serves the source itself; a build writes the modules and names the boot module's file.
      const boot = serving ? `/${bootSource}` : this.environment.name === "client" ? "" : await buildModules(root);
      return `export const bootScript = ${JSON.stringify(boot)};`;
    },
  };
}

/** Builds app/enhance into build/client/enhance and answers the boot module's address. */
async function buildModules(root: string): Promise<string> {
  const outDir = join(root, "build/client", folder);
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    plugins: [precompress(".")],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      // Library mode: the modules load each other with plain import(), without Vite's preload helper.
      lib: { entry: { boot: join(root, bootSource) }, formats: ["es"] },
      rollupOptions: { output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === "chunk");
  const tooLarge = oversizedModules(chunks);
  if (tooLarge) throw new Error(tooLarge);
  const boot = chunks.find((file) => file.isEntry);
  if (!boot) throw new Error("The enhancement build wrote no boot module");
  return `/${folder}/${boot.fileName}`;
}

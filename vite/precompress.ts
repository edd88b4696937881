// Writes a brotli copy of each text asset of the browser build at the highest quality (decision 042); the server
// sends it to browsers that accept brotli instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

import type { Plugin } from "vite";

const text = /\.(js|css|svg|json)$/;

/** `folder`: where the text files are, under the build's output folder. */
export function precompress(folder = "assets"): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle({ dir }) {
      if (!dir) return;
      const assets = join(dir, folder);
      for (const name of readdirSync(assets).filter((file) => text.test(file))) {
        const source = readFileSync(join(assets, name));
        const compressed = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (compressed.length < source.length) writeFileSync(join(assets, `${name}.br`), compressed);
      }
    },
  };
}

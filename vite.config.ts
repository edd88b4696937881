import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { enhancements } from "./vite/enhancements";
import { precompress } from "./vite/precompress";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Fonts stay files (cacheable, allowed by the CSP's default-src 'self') instead of data URLs.
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompress(), enhancements()],
}));

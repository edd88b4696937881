import { defineConfig } from "vitest/config";

import { enhancements } from "./vite/enhancements";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // app/root.tsx names the public pages' boot script (virtual:enhancements).
  plugins: [enhancements()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/support/vitest.setup.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one. Every test file has its own
    // database folder, so they run side by side (decision 171).
    maxWorkers: "100%",
  },
});

// Lint: the layering of docs/decisions/005-layering.md, the rules of hooks, TypeScript's recommended checks,
// type-aware checks of promises, the accessibility rules of JSX (decision 171) and one order of imports.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/** An import path into one of `folders` of app/, written with the ~ alias or relatively. */
const into = (folders) => `^(~|\\.\\.?)/(.*/)?(${folders.join("|")})(/|$)`;

/** Who may not import whom: arrows run routes -> screens (site, admin, builder) -> sections -> content -> ui, lib. */
const layers = [
  {
    files: ["app/lib/**"],
    forbidden: ["content", "site", "admin", "builder", "sections", "routes", "server", "ui"],
    why: "app/lib holds rules shared by the browser and the server: it imports only app/lib.",
  },
  {
    // A rule is tested beside it against the data it serves (the catalogue's seed, the pictures).
    files: ["app/lib/**/*.test.{ts,tsx}"],
    forbidden: ["site", "admin", "builder", "sections", "routes", "server", "ui"],
    why: "A test of app/lib imports app/lib and, for the data a rule works on, app/content; nothing else.",
  },
  {
    files: ["app/ui/**"],
    forbidden: ["content", "site", "admin", "builder", "sections", "routes", "server"],
    why: "app/ui holds primitives: they import only app/ui and app/lib.",
  },
  {
    files: ["app/content/**"],
    forbidden: ["site", "admin", "builder", "sections", "routes", "server", "ui"],
    why: "app/content is the brand's copy and data: it imports only app/content and app/lib.",
  },
  {
    files: ["app/sections/**"],
    forbidden: ["site", "admin", "builder", "routes", "server"],
    why: "Sections render on public pages and in the builder: they import only content, ui and lib.",
  },
  {
    // A section type's catalogue data (decision 180): looked up by the server, never sent to a browser.
    files: ["app/sections/*/*.server.ts"],
    forbidden: ["site", "admin", "builder", "routes", "sections", "ui"],
    why: "A section type's data.server.ts looks its data up with server and lib code; it draws nothing.",
    serverSide: true,
  },
  {
    files: ["app/site/**"],
    forbidden: ["admin", "builder", "routes", "server"],
    why: "The public site never reaches into the admin area, the routes or the server.",
  },
  {
    files: ["app/admin/**"],
    forbidden: ["site", "builder", "routes", "server"],
    why: "Admin screens use sections, content, ui and lib; the builder builds on them, not the other way round.",
  },
  {
    files: ["app/builder/**"],
    forbidden: ["site", "routes", "server"],
    why: "The builder uses admin parts, sections, content, ui and lib.",
  },
  {
    // The test of a section type added as one folder follows it to the server's lookup of its data (decision 180).
    files: ["app/builder/new-section-type.test.tsx"],
    forbidden: ["site", "routes"],
    why: "The builder uses admin parts, sections, content, ui and lib; this test also the server's data lookup.",
    serverSide: true,
  },
  {
    files: ["app/server/**", "server/**"],
    forbidden: ["site", "admin", "builder", "routes", "sections", "ui"],
    why: "Server code never imports screen or UI code; shared rules come from app/lib.",
    serverSide: true,
  },
];

const serverOnly = {
  regex: "\\.server$",
  message: "Server-only modules (*.server.ts) are imported only by routes and server code.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".e2e-data*/",
      ".react-router/",
      "public/",
      "node_modules/",
      "playwright-report/",
      "test-results/",
      "bench/tmp/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      // Imports in one order everywhere (packages, then the app's ~ paths, then relative ones), kept by --fix.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // A dialog moves the focus into its first field as it opens (our field components take `autoFocus` for that);
      // a page never steals it on load.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      // A labelled region that scrolls sideways (a wide table) takes the focus, so a keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Promises: none left floating (a rejection nobody hears), none handed where a plain function is expected.
    // These rules need the types, so they run on the TypeScript sources only, through the project's tsconfig.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  ...layers.map(({ files, forbidden, why, serverSide }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: into(forbidden), message: why }, ...(serverSide ? [] : [serverOnly])],
        },
      ],
    },
  })),
);

/**
 * The section registry (docs/decisions/080-every-page-is-its-sections.md, 180): every folder under app/sections
 * with an `index.ts` is a section type whose id is the folder's name. `index.ts` declares it (the library, the
 * editor and the server read that) and `render.tsx` draws it; both load when first needed, so public pages load only
 * the renderers of the types they show. The Section Library's order is the declarations' `order`.
 */
import type { SectionRenderer, SectionType } from "./types";

export interface SectionModule {
  declare: () => Promise<{ default: SectionType }>;
  render: () => Promise<{ default: SectionRenderer }>;
}

type Loaders<T> = Record<string, () => Promise<{ default: T }>>;

/** The folder a module path names: `./hero/index.ts` → `hero`. */
export const folderOf = (path: string) => path.split("/").at(-2) ?? path;

/** The section types of folders, by folder name, from `import.meta.glob` of their `index.ts` and `render.tsx`. */
export function sectionFolders(
  declarations: Loaders<SectionType>,
  renderers: Loaders<SectionRenderer>,
): Record<string, SectionModule> {
  const render = Object.fromEntries(Object.entries(renderers).map(([path, load]) => [folderOf(path), load]));
  return Object.fromEntries(
    Object.entries(declarations).map(([path, declare]) => {
      const folder = folderOf(path);
      const renderer = render[folder];
      if (!renderer) throw new Error(`The section folder ${folder} has no render.tsx.`);
      return [folder, { declare, render: renderer }];
    }),
  );
}

export const sectionModules: Record<string, SectionModule> = sectionFolders(
  import.meta.glob<{ default: SectionType }>("./*/index.ts"),
  import.meta.glob<{ default: SectionRenderer }>("./*/render.tsx"),
);

/** The layout a section is drawn in: its own when its type has it, else 'default' (docs/product.md#constants). */
export function layoutToDraw(type: SectionType, layout: string): string {
  return type.layouts.some((option) => option.id === layout) ? layout : "default";
}

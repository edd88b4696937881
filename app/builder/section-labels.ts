import type { Section } from "~/lib/page-model";
import { sectionTypeOf } from "~/sections/section-types";

/** How the builder names a section's type: the registry's name, or the type itself capitalised when unknown. */
export function typeName(type: string): string {
  return sectionTypeOf(type)?.name ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The layout's name from the registry, or 'Default' for the default layout and unknown ones. */
export function layoutName(section: Pick<Section, "type" | "layout">): string {
  return sectionTypeOf(section.type)?.layouts.find((layout) => layout.id === section.layout)?.name ?? "Default";
}

/** A section as the builder names it: its title, or 'Untitled section'. */
export const sectionName = (section: Pick<Section, "title">) => section.title.trim() || "Untitled section";

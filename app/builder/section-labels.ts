import type { Section } from "~/lib/page-model";
import { sectionTypeOf } from "~/sections/registry";

/** 'hero' → 'Hero': how the builder names a section's type. */
export function typeName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The layout's name from the registry, or 'Default' for the default layout and unknown ones. */
export function layoutName(section: Pick<Section, "type" | "layout">): string {
  return sectionTypeOf(section.type)?.layouts.find((layout) => layout.id === section.layout)?.name ?? "Default";
}

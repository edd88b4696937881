/** Sections the publish-check tests start from. */
import type { Section } from "../page-model";

export const section = (id: string, extra: Partial<Section> = {}): Section => ({
  id,
  type: "text",
  layout: "centered",
  title: `Title ${id}`,
  content: "Real words.",
  imageUrl: "",
  backgroundColor: "#ffffff",
  ...extra,
});

export const item = (id: string, extra: Partial<NonNullable<Section["items"]>[number]> = {}) => ({
  id,
  title: "",
  content: "",
  imageUrl: "",
  ...extra,
});

/** Pages and sections that unit tests start from. */
import type { PageSummary, Section } from "~/lib/page-model";

/** A custom page, a draft never published: "Spring" at /spring. */
export const springPage: PageSummary = {
  slug: "spring",
  title: "Spring",
  description: "",
  isPublished: false,
  isStandard: false,
  status: "draft",
  updatedAt: "2026-11-01T10:00:00.000Z",
  revision: 1,
};

/** A text section whose id is also its title. */
export const textSection = (id: string): Section => ({
  id,
  type: "text",
  layout: "centered",
  title: id,
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
});

/** Pages and sections that unit tests start from. */
import { noSearchSettings, type PageSummary, type Section } from "~/lib/page-model";

/** A custom page, a draft never published: "Spring" at /spring. */
export const springPage: PageSummary = {
  slug: "spring",
  liveSlug: null,
  title: "Spring",
  description: "",
  ...noSearchSettings,
  isPublished: false,
  isStandard: false,
  status: "draft",
  updatedAt: "2026-11-01T10:00:00.000Z",
  revision: 1,
};

/** The home page, a standard page that is published. */
export const homePage: PageSummary = {
  ...springPage,
  slug: "",
  liveSlug: "",
  title: "Home",
  description: "Designer radiators",
  isPublished: true,
  isStandard: true,
  status: "published",
};

/** A full-width hero over one of the site's own pictures. */
export const pictureHero: Section = {
  id: "h",
  type: "hero",
  layout: "full-width",
  title: "Winter Warmth",
  content: "",
  imageUrl: "/img/hero-home-1600.webp",
  backgroundColor: "#151412",
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

/**
 * Section types that one designed page alone shows among its default sections (app/content/default-sections): their
 * renderers load as one chunk named after the page. A renderer's chunk takes the parts it imports with it, so a type
 * whose part a route imports as well (Collection's introduction, for the collection pages) stays out of a group.
 * A unit test holds this list to the default sections.
 */
export const designedPageGroups: Readonly<Record<string, readonly string[]>> = {
  home: ["collection-cards", "figures-story", "inspiration", "instagram"],
};

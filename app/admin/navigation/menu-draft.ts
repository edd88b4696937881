import {
  maxLabelLength,
  type MenuId,
  menuIds,
  type MenuLink,
  menuMessages,
  type MenuPageChoice,
  type Menus,
} from "~/lib/navigation/menus";

/** What is wrong with each link's name as typed, by link id (the addresses were checked when they were added). */
export function nameProblems(menus: Menus): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const id of menuIds)
    for (const link of menus[id]) {
      const label = link.label.trim();
      if (!label) problems[link.id] = menuMessages.labelRequired;
      else if (label.length > maxLabelLength) problems[link.id] = menuMessages.labelTooLong;
    }
  return problems;
}

/** Whether two sets of menus are the same, link by link. */
export const sameMenus = (a: Menus, b: Menus) => JSON.stringify(a) === JSON.stringify(b);

/** Where a link leads, in words: a page by its title and address, or the address typed. */
export function destinationText(link: MenuLink, pages: readonly MenuPageChoice[]): string {
  if (link.target.kind === "url") return link.target.url;
  const { pageId } = link.target;
  const page = pages.find((choice) => choice.id === pageId);
  return page ? `${page.title} (${page.path})` : "A page that is not published: hidden from visitors until it is";
}

/** The menus with `menu`'s links replaced. */
export const withMenu = (menus: Menus, menu: MenuId, links: MenuLink[]): Menus => ({ ...menus, [menu]: links });

const targetKey = (link: MenuLink) =>
  link.target.kind === "page" ? `page:${link.target.pageId}` : `url:${link.target.url}`;

/**
 * The header's links that no footer group holds (the logo stands for Home). Without JavaScript a phone's menu button
 * leads to the footer's lists (decision 145), so these are out of its reach there.
 */
export function headerLinksNotInFooter(menus: Menus): string[] {
  const inFooter = new Set([...menus.footerCollections, ...menus.footerCompany, ...menus.footerLegal].map(targetKey));
  return menus.header
    .filter((link) => !(link.target.kind === "url" && link.target.url === "/") && !inFooter.has(targetKey(link)))
    .map((link) => link.label);
}

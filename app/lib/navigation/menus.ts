import { isAllowedLink, linkMessage } from "~/lib/link-target";
import { plainText } from "~/lib/plain-text-schema";
import { z } from "~/lib/zod";

/**
 * The site's menus (decision 151): the header's links (the drawer shows the same), the buyer's tools beside them,
 * and the footer's three link groups. Each is a list of links the Navigation screen edits.
 */
export const menuIds = ["header", "tools", "footerCollections", "footerCompany", "footerLegal"] as const;
export type MenuId = (typeof menuIds)[number];

/** Each menu's name on the Navigation screen, and where visitors meet it. */
export const menuNames: Record<MenuId, { name: string; where: string }> = {
  header: { name: "Header", where: "The main links across the top of every page, and in the menu on phones." },
  tools: { name: "Buyer's tools", where: "The smaller group at the right of the header, and under the menu's links." },
  footerCollections: { name: "Footer: Collections", where: "The footer's first list of links." },
  footerCompany: { name: "Footer: Company", where: "The footer's second list of links." },
  footerLegal: { name: "Footer: Legal", where: "The small links at the foot of every page." },
};

export const maxLinksPerMenu = 12;
export const maxLabelLength = 40;
export const maxAddressLength = 500;

export const menuMessages = {
  labelRequired: "Give the link a name.",
  labelTooLong: `Keep the name to ${maxLabelLength} characters.`,
  addressRequired: "Enter an address, like /contact or https://www.example.com.",
  anchorOnly: "An anchor alone depends on the page it is on: write the page too, like /contact#contact-form.",
  spaces: "An address has no spaces.",
  tooManyLinks: `A menu holds at most ${maxLinksPerMenu} links.`,
  pageRequired: "Choose a published page.",
} as const;

/** What is wrong with an address typed for a menu link, or null when it may be saved. */
export function menuAddressProblem(input: string): string | null {
  const address = input.trim();
  if (!address) return menuMessages.addressRequired;
  if (/\s/.test(address)) return menuMessages.spaces;
  if (address.length > maxAddressLength) return `Keep the address to ${maxAddressLength} characters.`;
  if (address.startsWith("#")) return menuMessages.anchorOnly;
  if (!isAllowedLink(address)) return linkMessage;
  return null;
}

const targetSchema = z.discriminatedUnion("kind", [
  /** A page of the site's own, followed wherever it lives; shown only while it is published. */
  z.object({ kind: z.literal("page"), pageId: z.number().int().positive() }),
  z.object({
    kind: z.literal("url"),
    url: z
      .string()
      .trim()
      .superRefine((url, context) => {
        const problem = menuAddressProblem(url);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  }),
]);

export const menuLinkSchema = z.object({
  id: z.string().min(1).max(64),
  label: plainText("line").trim().min(1, menuMessages.labelRequired).max(maxLabelLength, menuMessages.labelTooLong),
  target: targetSchema,
});

export type MenuLink = z.infer<typeof menuLinkSchema>;
export type MenuTarget = MenuLink["target"];

export const menusSchema = z.object(
  Object.fromEntries(
    menuIds.map((id) => [id, z.array(menuLinkSchema).max(maxLinksPerMenu, menuMessages.tooManyLinks)]),
  ) as Record<MenuId, z.ZodArray<typeof menuLinkSchema>>,
);

export type Menus = Record<MenuId, MenuLink[]>;

/** A link as visitors meet it: its name and its address. */
export interface ShownLink {
  label: string;
  href: string;
}

export type ShownMenus = Record<MenuId, ShownLink[]>;

/** A published page a menu link can lead to, as the Navigation screen offers them. */
export interface MenuPageChoice {
  id: number;
  title: string;
  path: string;
}

/** Where a link of a menu stands for a page: which menu, under which name. */
export interface MenuLinkToPage {
  menu: MenuId;
  label: string;
}

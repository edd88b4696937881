import type { MenuLink, Menus } from "~/lib/navigation/menus";

import { footer, type FooterLink } from "./footer";

/** The six header links of docs/product.md#routes: the header's menu until the administrator changes it. */
const headerLinks: readonly FooterLink[] = [
  { href: "/", label: "Home" },
  { href: "/collection", label: "Collection" },
  { href: "/design", label: "Design" },
  { href: "/philosophy", label: "Philosophy" },
  { href: "/gallery", label: "Gallery" },
  { href: "/contact", label: "Contact" },
];

/** The buyer's tools, after the six in the header and the drawer (decision 133). */
const toolLinks: readonly FooterLink[] = [
  { href: "/radiators", label: "Find a radiator" },
  { href: "/radiator-sizing", label: "Sizing" },
  { href: "/quote", label: "Quote" },
];

const asMenu = (prefix: string, links: readonly FooterLink[]): MenuLink[] =>
  links.map((link, index) => ({
    id: `${prefix}-${index + 1}`,
    label: link.label,
    target: { kind: "url", url: link.href },
  }));

/** The menus as the site ships them (decision 151): SPEC's six, the buyer's tools and the footer's groups. */
export const defaultMenus: Menus = {
  header: asMenu("header", headerLinks),
  tools: asMenu("tools", toolLinks),
  footerCollections: asMenu("collections", footer.collections.links),
  footerCompany: asMenu("company", footer.company.links),
  footerLegal: asMenu("legal", footer.legal.links),
};

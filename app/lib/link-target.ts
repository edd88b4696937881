/**
 * Where a button or a link may lead (docs/product.md#what-you-edit): a page of this site, optionally with an
 * anchor (`/collection#retto`), an anchor on the same page (`#contact`), or an outside address by http, https,
 * mailto or tel. Anything else (`javascript:`, `data:`) is refused, so a stored link can never run code.
 */
export function isAllowedLink(link: string): boolean {
  if (link.startsWith("/")) return !link.startsWith("//");
  if (link.startsWith("#")) return /^#[A-Za-z][\w-]*$/.test(link);
  try {
    return ["http:", "https:", "mailto:", "tel:"].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}

/** Links inside this site are followed by the router; the others open the address as it is. */
export const isInternalLink = (link: string) => link.startsWith("/") || link.startsWith("#");

export const linkMessage =
  "Use a page of this site (/contact), an anchor (#contact) or an http, https, mailto or tel address.";

/** How a button looks: solid, outlined, light for a dark picture, or an underlined text link. */
export const buttonStyles = ["primary", "outline", "light", "link"] as const;
export type ButtonStyle = (typeof buttonStyles)[number];

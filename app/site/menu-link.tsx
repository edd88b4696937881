import { NavLink } from "react-router";

import { isInternalLink } from "~/lib/link-target";
import type { ShownLink } from "~/lib/navigation/menus";

/**
 * A link of one of the site's menus (decision 151): a page of this site is a NavLink (marked while its page is
 * open); another site's address, an e-mail or a phone number is a plain link.
 */
export function MenuLink({ link, className }: { link: ShownLink; className: (active: boolean) => string }) {
  if (!isInternalLink(link.href))
    return (
      <a href={link.href} className={className(false)}>
        {link.label}
      </a>
    );
  return (
    <NavLink to={link.href} end={link.href === "/"} className={({ isActive }) => className(isActive)}>
      {link.label}
    </NavLink>
  );
}

/** A menu's links as a list; `linkClassName` styles each link, told whether its page is open. */
export function MenuLinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ShownLink[];
  className: string;
  linkClassName: (active: boolean) => string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <MenuLink link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

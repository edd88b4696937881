import { brand } from "~/content/brand";
import { footer } from "~/content/footer";
import type { ShownMenus } from "~/lib/navigation/menus";
import { InstagramIcon } from "~/ui/instagram-icon";

import { Logo } from "./logo";
import { MenuLinkList } from "./menu-link";

/** The footer's first link list: where the header's menu leads when JavaScript is off (decision 145). */
export const footerLinksId = "site-links";

const footerLink = () => "hover:text-white";

/**
 * Shared footer (docs/product.md#routes): blurb, Instagram, collections, company, contact details, legal links, year.
 * The link groups are the Navigation screen's menus (decision 151); a group left empty is not drawn.
 */
export function Footer({ siteName, menus }: { siteName: string; menus: ShownMenus }) {
  const year = new Date().getFullYear();
  const groups = [
    { heading: footer.collections.heading, links: menus.footerCollections },
    { heading: footer.company.heading, links: menus.footerCompany },
  ].filter((group) => group.links.length > 0);
  return (
    <footer className="bg-night text-white/75">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-24">
        <div className="max-w-sm">
          <Logo siteName={siteName} className="text-white" />
          <p className="mt-6 text-sm leading-relaxed">{footer.blurb}</p>
          <a
            href={brand.instagram.url}
            className="mt-6 inline-flex items-center gap-2 text-sm text-white hover:text-sand"
            rel="noopener"
          >
            <InstagramIcon className="h-4 w-4" />
            {footer.instagramLabel}
          </a>
        </div>
        {groups.map((column, index) => (
          <nav
            key={column.heading}
            id={index === 0 ? footerLinksId : undefined}
            aria-label={column.heading}
            // Below the fixed header when the menu's link scrolls here.
            className="scroll-mt-24"
          >
            <h2 className="eyebrow text-white">{column.heading}</h2>
            <MenuLinkList links={column.links} className="mt-5 space-y-3 text-sm" linkClassName={footerLink} />
          </nav>
        ))}
        <div>
          <h2 className="eyebrow text-white">{footer.contactHeading}</h2>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <p>
              {brand.address.street}
              <br />
              {brand.address.locality} {brand.address.postcode}
            </p>
            {/* Each link on its own 24 px line: comfortable to tap (WCAG 2.2 target size). */}
            <p className="flex flex-col items-start">
              <a href={`mailto:${brand.email}`} className="py-0.5 leading-6 hover:text-white">
                {brand.email}
              </a>
              <a href={`tel:${brand.phone.tel}`} className="py-0.5 leading-6 hover:text-white">
                {brand.phone.display}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteName}. {footer.rightsReserved}
          </p>
          {menus.footerLegal.length > 0 && (
            <nav aria-label={footer.legal.heading}>
              <MenuLinkList
                links={menus.footerLegal}
                className="flex flex-wrap gap-x-6 gap-y-2"
                linkClassName={footerLink}
              />
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}

/**
 * Copy for the shared footer (docs/product.md#routes Shared footer). Contact details and the Instagram URL are in
 * ./brand; the year is the current one, computed where the footer renders.
 */
import { brand } from "./brand";

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterContent {
  blurb: string;
  instagramLabel: string;
  collections: { heading: string; links: readonly FooterLink[] };
  company: { heading: string; links: readonly FooterLink[] };
  contactHeading: string;
  legal: { heading: string; links: readonly FooterLink[] };
  /** Follows "© {year} {siteName}." */
  rightsReserved: string;
}

export const footer: FooterContent = {
  blurb:
    "Designer radiators and heated towel rails, made in Sheffield from steel and aluminium and built to warm your home beautifully for decades.",
  instagramLabel: `Follow ${brand.siteName} on Instagram`,
  collections: {
    heading: "Collections",
    links: [
      { label: "Modern Radiators", href: "/collection/modern" },
      { label: "Classic Radiators", href: "/collection/classic" },
      { label: "Bathroom Collection", href: "/collection/bathroom" },
      { label: "All Collections", href: "/collection" },
      { label: "Find a Radiator", href: "/radiators" },
      { label: "Radiator Sizing", href: "/radiator-sizing" },
      { label: "Request a Quote", href: "/quote" },
    ],
  },
  company: {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Our Philosophy", href: "/philosophy" },
      { label: "Design", href: "/design" },
      { label: "Gallery", href: "/gallery" },
      { label: "Contact", href: "/contact" },
    ],
  },
  contactHeading: "Contact",
  legal: {
    heading: "Legal",
    links: [
      { label: "Terms & Conditions", href: "/terms" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Cookie Policy", href: "/cookies" },
    ],
  },
  rightsReserved: "All rights reserved.",
};

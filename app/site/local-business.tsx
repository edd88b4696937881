import { brand } from "~/content/brand";
import { useNonce } from "~/lib/nonce";

const dayNames = {
  mondayToThursday: ["Monday", "Tuesday", "Wednesday", "Thursday"],
  friday: ["Friday"],
};

/** schema.org LocalBusiness data for search engines (docs/product.md#search-and-sharing). */
export function LocalBusinessData({ siteName, origin }: { siteName: string; origin: string }) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: siteName,
    url: `${origin}/`,
    email: brand.email,
    telephone: brand.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      addressLocality: brand.address.locality,
      postalCode: brand.address.postcode,
      addressCountry: "GB",
    },
    geo: { "@type": "GeoCoordinates", ...brand.geo },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: dayNames.mondayToThursday, opens: "08:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: dayNames.friday, opens: "08:00", closes: "17:00" },
    ],
    sameAs: [brand.instagram.url],
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

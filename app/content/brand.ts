/** Brand defaults (docs/product.md#brand). Site name and description can be changed in Settings. */
export const brand = {
  siteName: "Tepore",
  siteDescription: "Premium Designer Radiators",
  address: {
    street: "The Old Foundry, 12 Cornish Street",
    locality: "Sheffield",
    postcode: "S6 3AA",
    country: "United Kingdom",
  },
  email: "hello@tepore.co.uk",
  privacyEmail: "privacy@tepore.co.uk",
  phone: { display: "0114 496 0123", tel: "+441144960123" },
  instagram: { url: "https://www.instagram.com/tepore.design", handle: "@tepore.design" },
  /** docs/product.md#constants, exactly. */
  openingHours: [
    { days: "Monday to Thursday", hours: "8:00 AM to 6:00 PM" },
    { days: "Friday", hours: "8:00 AM to 5:00 PM" },
    { days: "Saturday and Sunday", hours: "Closed" },
  ],
  /** The Old Foundry, Kelham Island, Sheffield. */
  geo: { latitude: 53.3899, longitude: -1.4734 },
} as const;

export type Brand = typeof brand;

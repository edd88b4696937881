/** The six header links of docs/product.md#routes, shared by the wide header and the drawer. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/collection", label: "Collection" },
  { to: "/design", label: "Design" },
  { to: "/philosophy", label: "Philosophy" },
  { to: "/gallery", label: "Gallery" },
  { to: "/contact", label: "Contact" },
] as const;

/**
 * The buyer's tools, after the six in every menu: a compact group at the right of the wide header and a second list
 * in the drawer (decision 133).
 */
export const toolLinks = [
  { to: "/radiators", label: "Find a radiator" },
  { to: "/radiator-sizing", label: "Sizing" },
  { to: "/quote", label: "Quote" },
] as const;

/** The six header links of docs/product.md#routes, shared by the wide header and the drawer. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/collection", label: "Collection" },
  { to: "/design", label: "Design" },
  { to: "/philosophy", label: "Philosophy" },
  { to: "/gallery", label: "Gallery" },
  { to: "/contact", label: "Contact" },
] as const;

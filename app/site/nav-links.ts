/** The six header links of SPEC §2, shared by the wide header and the drawer. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/collection", label: "Collection" },
  { to: "/design", label: "Design" },
  { to: "/philosophy", label: "Philosophy" },
  { to: "/gallery", label: "Gallery" },
  { to: "/contact", label: "Contact" },
] as const;

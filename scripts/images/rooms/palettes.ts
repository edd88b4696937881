/** The art direction's palette: wall paints and plasters, floors, textiles, accents. */
export const WALL = {
  warmLime: "#d8ccbb",
  bone: "#e6ded1",
  limestone: "#dcd3c3",
  stone: "#cfc7b9",
  sage: "#aab39a",
  sageDeep: "#8c9a80",
  clay: "#c4917a",
  terracotta: "#b36e52",
  pink: "#e2c6b8",
  deepGreen: "#3e4b3d",
  olive: "#545539",
  ink: "#2d394a",
  inkSoft: "#3d4b5e",
  charcoal: "#46433f",
  microcement: "#bfb7ab",
} as const;

export const FLOOR = {
  oakLight: "#c7a47c",
  oak: "#b18b60",
  oakWarm: "#a87d52",
  oakDark: "#7e5d40",
  limestone: "#d6cdbd",
  slate: "#5d5f60",
  terracotta: "#b5714f",
} as const;

export const TEXTILE = {
  linen: "#e9e2d6",
  oat: "#d6c8b2",
  sage: "#a9b49b",
  rust: "#a85d3c",
  charcoal: "#4a4846",
  cream: "#f2ede3",
  clay: "#c58f74",
  ink: "#33425a",
  stone: "#cbc3b5",
} as const;

export const CERAMIC = ["#e9e3d8", "#c9b9a2", "#8a7a66", "#b96f4f", "#d8cfc0", "#5b5650", "#a7ae98"] as const;
export const BOOKS = ["#8c6e52", "#d9cfbd", "#4f5b4c", "#a86b4f", "#2f3a4a", "#c8b38e", "#6b5a4b", "#e4dccd"] as const;

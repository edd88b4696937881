import { type ClassNameValue, createTailwindMerge } from "tailwind-merge";

// Small validators of class values; tailwind-merge's own come as one object of thirty.
const isAny = () => true;
const isNumber = (value: string) => value !== "" && !Number.isNaN(Number(value));
const isArbitraryValue = (value: string) => value.startsWith("[") && value.endsWith("]");
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const sides = (prefix: string) => ["", "x", "y", "t", "r", "b", "l", "s", "e"].map((side) => prefix + side);
const spacing = [isNumber, isArbitraryValue, "px", "auto"];

/**
 * tailwind-merge's engine with the class groups the primitives' defaults use, rather than its full default
 * configuration: that one weighs 7 KB on every public page, whose JavaScript budget is 120 KB
 * (docs/decisions/005-layering.md). A class outside these groups is kept as it is, never dropped.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    ...Object.fromEntries(sides("p").map((group) => [group, [{ [group]: spacing }]])),
    ...Object.fromEntries(sides("m").map((group) => [group, [{ [group]: spacing }]])),
    gap: [{ gap: spacing }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    "min-h": [{ "min-h": [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
    rounded: [{ rounded: ["", "none", "full", isTshirtSize, isArbitraryValue] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "font-size": [{ text: ["base", isTshirtSize, isArbitraryValue] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-color": [{ text: [isAny] }],
    "font-weight": [{ font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold"] }],
    "font-family": [{ font: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    leading: [{ leading: [isAny] }],
    "bg-image": [{ bg: [(value: string) => /^\[(linear|radial|conic)-gradient\(|^\[url\(/.test(value)] }],
    "bg-color": [{ bg: [isAny] }],
    "border-w": [{ border: ["", isNumber] }],
    // A side's width ('border-b') is not a colour.
    ...Object.fromEntries(
      sides("border-w-")
        .slice(1)
        .map((group) => [group, [{ [group.replace("-w-", "-")]: ["", isNumber] }]]),
    ),
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-collapse": [{ border: ["collapse", "separate"] }],
    "border-color": [{ border: [isAny] }],
    opacity: [{ opacity: [isNumber] }],
    items: [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    justify: [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
  },
  conflictingClassGroups: {
    p: sides("p").slice(1),
    px: ["pr", "pl", "ps", "pe"],
    py: ["pt", "pb"],
    m: sides("m").slice(1),
    mx: ["mr", "ml", "ms", "me"],
    my: ["mt", "mb"],
    "border-w": sides("border-w-").slice(1),
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names, skipping falsy ones; of two conflicting Tailwind classes the later wins (`px-4 px-3` is `px-3`). */
export function cn(...classes: ClassNameValue[]): string {
  return merge(...classes);
}

// What the rules a page inlines (critical-css.server.ts) need besides the rules Beasties matched to its markup, and
// what they can do without.
import postcss, { type Declaration } from "postcss";

const customProperty = /--[\w-]+/g;

/** Whether a declaration is one of Tailwind's registrations: inside `@property`, or its `@layer properties` fallback. */
function isRegistration(declaration: Declaration): boolean {
  for (
    let node = declaration.parent as postcss.Node | undefined;
    node;
    node = node.parent as postcss.Node | undefined
  ) {
    if (node.type !== "atrule") continue;
    const { name, params } = node as postcss.AtRule;
    if (name === "property" || (name === "layer" && params === "properties")) return true;
  }
  return false;
}

/**
 * The `@font-face` rules of a stylesheet that name only fonts of the visitor's system (`local()`): the fallback faces
 * drawn to the web fonts' metrics (decision 140). They cost no request, and without them the first paint would lay
 * text out in the plain system face and move it when the stylesheet arrives.
 */
function localFontFaces(root: postcss.Root): string {
  const faces: string[] = [];
  root.walkAtRules("font-face", (face) => {
    let sources = "";
    face.walkDecls("src", (declaration) => {
      sources += declaration.value;
    });
    if (sources && !/url\(/i.test(sources)) faces.push(face.toString());
  });
  return faces.join("");
}

/** The class names a selector asks for, unescaped (`lg\:space-y-6` is `lg:space-y-6`). */
const classesIn = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, "$1"));

/**
 * A selector's alternatives: those of a selector that is one `:is(…)` or `:where(…)` are its arguments (the forms'
 * rule lists four, each asking for its own form's classes), any other is its own.
 */
function alternativesOf(selector: string): string[] {
  const whole = /^:(?:is|where)\((.*)\)$/.exec(selector)?.[1];
  if (whole === undefined) return [selector];
  const alternatives = [""];
  let depth = 0;
  for (const character of whole) {
    depth += character === "(" ? 1 : character === ")" ? -1 : 0;
    if (character === "," && depth === 0) alternatives.push("");
    else alternatives[alternatives.length - 1] += character;
  }
  return depth === 0 ? alternatives : [selector];
}

/** The class names a page's markup uses. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));

/** A rule with its at-rules around it (`@layer utilities`, `@media`), so it cascades where it did. */
function inItsContext(rule: postcss.Rule): postcss.Node {
  let node: postcss.Node = rule.clone();
  for (
    let parent = rule.parent as postcss.Node | undefined;
    parent?.type === "atrule";
    parent = parent.parent as postcss.Node | undefined
  )
    node = (parent as postcss.AtRule).clone({ nodes: [node as postcss.ChildNode] });
  return node;
}

/**
 * Rules Beasties cannot match, because their selector starts with `:where(…)` or `:is(…)` (Tailwind's `space-y-*`
 * and `divide-*`, the forms' `:is(….sizing-form:has(… :checked) …)`): it strips the pseudo-class whole and finds
 * nothing. Taken for a page whose markup has every class one of their selectors names.
 */
function rulesOutsideBeastiesReach(root: postcss.Root): (html: string) => string {
  const rules: { classes: string[][]; css: string }[] = [];
  root.walkRules((rule) => {
    if (!rule.selectors.some((selector) => /^:(?:where|is)\(/.test(selector))) return;
    rules.push({ classes: rule.selectors.flatMap(alternativesOf).map(classesIn), css: inItsContext(rule).toString() });
  });
  return (html) => {
    const used = classesOf(html);
    return rules
      .filter(({ classes }) => classes.some((names) => names.every((name) => used.has(name))))
      .map(({ css }) => css)
      .join("");
  };
}

/** What a page's inlined rules take from the whole stylesheet besides what Beasties matched. */
export interface StylesheetExtras {
  /** The fallback faces (no request), which Beasties leaves out with the web fonts' faces. */
  fallbackFaces: string;
  /** The rules Beasties cannot match that the page uses. */
  unmatchedRulesFor: (html: string) => string;
}

export function stylesheetExtras(css: string): StylesheetExtras {
  const root = postcss.parse(css);
  return { fallbackFaces: localFontFaces(root), unmatchedRulesFor: rulesOutsideBeastiesReach(root) };
}

/** Removes rules and at-rules left with nothing in them. */
function withoutEmptyBlocks(root: postcss.Root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && (node as postcss.Container).nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * The rules without what only matters once the visitor acts or something moves: `:hover` states, transitions and
 * animations (Beasties already leaves out their keyframes). The first paint draws none of them, and the whole
 * stylesheet brings them a moment later (decision 194).
 */
export function withoutHoverAndMotion(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!rule.selector.includes(":hover")) return;
    const still = rule.selectors.filter((selector) => !selector.includes(":hover"));
    if (still.length > 0) rule.selectors = still;
    else rule.remove();
  });
  root.walkDecls(/^(?:transition|animation)/, (declaration) => {
    declaration.remove();
  });
  withoutEmptyBlocks(root);
  return root.toString();
}

/**
 * Tailwind registers every custom property its utilities might use (`@property`, and a fallback layer for browsers
 * without it); a page's rules use a few. The stylesheet without the registrations of custom properties none of its
 * rules sets or reads: what is used keeps its registration, so every rule computes as with the whole stylesheet.
 */
export function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    if (isRegistration(declaration)) return;
    for (const [name] of `${declaration.prop} ${declaration.value}`.matchAll(customProperty)) used.add(name);
  });
  root.walkAtRules("property", (registration) => {
    if (!used.has(registration.params.trim())) registration.remove();
  });
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !used.has(declaration.prop) && isRegistration(declaration))
      declaration.remove();
  });
  return root.toString();
}

const readsOf = (text: string) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);

/** Whether a declaration is in Tailwind's theme: `@layer theme`, which defines the design's variables. */
const inTheme = (declaration: Declaration) =>
  declaration.parent?.parent?.type === "atrule" && (declaration.parent.parent as postcss.AtRule).params === "theme";

/**
 * Tailwind's theme defines every variable of the design (every colour, size and step the site uses somewhere); a
 * page's rules read a few. The stylesheet without the theme's variables that neither its rules nor the page's own
 * `style` attributes read, directly or through another variable: the whole stylesheet, applied after the load,
 * brings them all back for the scripts' states.
 */
export function withoutUnreadThemeVariables(css: string, html: string): string {
  const root = postcss.parse(css);
  const theme = new Map<string, Declaration>();
  const read = new Set(readsOf([...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, style]) => style).join(";")));
  root.walkDecls((declaration) => {
    if (inTheme(declaration)) theme.set(declaration.prop, declaration);
    else readsOf(declaration.value).forEach((name) => read.add(name));
  });
  for (const name of read) readsOf(theme.get(name)?.value ?? "").forEach((inner) => read.add(inner));
  for (const [name, declaration] of theme) if (!read.has(name)) declaration.remove();
  withoutEmptyBlocks(root);
  return root.toString();
}

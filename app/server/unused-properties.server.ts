// Tailwind registers every custom property its utilities might use (`@property`, and a fallback layer for browsers
// without it). A page's inlined rules use a few of them; the rest are bytes in the page's first round trip.
import postcss, { type Declaration } from "postcss";

const customProperty = /--[\w-]+/g;

/** Whether a declaration is one of Tailwind's registrations: inside `@property`, or its `@layer properties` fallback. */
function isRegistration(declaration: Declaration): boolean {
  for (let parent = declaration.parent; parent; parent = parent.parent) {
    if (parent.type === "atrule") {
      const atRule = parent as postcss.AtRule;
      if (atRule.name === "property" || (atRule.name === "layer" && atRule.params === "properties")) return true;
    }
  }
  return false;
}

/**
 * The stylesheet without the registrations of custom properties no rule of it sets or reads. What is used keeps its
 * registration, so every rule computes as it does with the whole stylesheet.
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

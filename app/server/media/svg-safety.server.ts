/**
 * Uploaded SVG is only ever shown through <img> and served sandboxed (docs/product.md#media); on top of that it
 * is refused at upload if it carries anything that could run or fetch: someone may still open the file
 * directly, save it, or paste its address elsewhere. The check is deliberately strict: a drawing needs
 * none of these, and a refused file can be exported again without them.
 */

/** Embedded raster pictures are fine; embedded SVG or HTML are not. */
const embeddedPicture = /^data:image\/(?:png|jpeg|gif|webp|avif);/i;

const isLocal = (reference: string) => reference.startsWith("#") || embeddedPicture.test(reference);

/** An element name with or without a namespace prefix: `<script`, `<h:script`, `<s:script`. */
const element = (names: string) => new RegExp(`<(?:[\\w.-]+:)?(?:${names})[\\s/>]`, "i");

const hazards: readonly [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, "a document type declaration"],
  [/<\?xml-stylesheet/i, "a style sheet processing instruction"],
  [element("script"), "a script"],
  [element("foreignObject|iframe|embed|object|handler|listener"), "embedded HTML or other content"],
  [/[\s"'/]on[a-z-]+\s*=/i, "an event handler"],
  [/(?:java|vb)script\s*:|data:text\/html/i, "a script address"],
  [/attributeName\s*=\s*["']\s*(?:xlink:)?(?:href|on)/i, "an animation that changes links or event handlers"],
  [/@import/i, "a style sheet import"],
];

/** What makes an SVG unsafe, as a phrase for the message ("a script"), or null when it is safe. */
export function svgHazard(svg: string): string | null {
  for (const [pattern, hazard] of hazards) if (pattern.test(svg)) return hazard;
  for (const match of svg.matchAll(/\b(?:xlink:)?href\s*=\s*(["'])([\s\S]*?)\1/gi)) {
    if (!isLocal(match[2]!.trim())) return "a link to another file";
  }
  for (const match of svg.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi)) {
    if (!isLocal(match[2]!.trim())) return "a link to another file";
  }
  return null;
}

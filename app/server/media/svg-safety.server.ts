/**
 * Uploaded SVG is only ever shown through <img> and served sandboxed (docs/product.md#media); on top of that it
 * is refused at upload if it carries anything that could run, fetch or navigate: someone may still open the file
 * directly, save it, or paste its address elsewhere. The file is parsed as XML, so character references
 * (`&#x68;ref`), namespace prefixes and CDATA mean what they mean to a browser, and every element and attribute
 * must be on the allowlist (svg-allowlist.server.ts, decision 065). A drawing needs nothing else, and a refused
 * file can be exported again without it.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from "saxes";

import {
  animatableAttributes,
  animationElements,
  editorNamespaces,
  freeAttribute,
  svgAttributes,
  svgElements,
  svgNamespace,
  xlinkAttributes,
  xlinkNamespace,
  xmlAttributes,
  xmlNamespace,
} from "./svg-allowlist.server";

/** The text is not well-formed XML (or not UTF-8): no browser would draw it either. */
export class UnreadableSvg extends Error {}

/** What makes the SVG unsafe, as a phrase for the message ("a script"). */
class Hazard extends Error {}

const xhtmlNamespace = "http://www.w3.org/1999/xhtml";
const embeddingElements = new Set(["foreignobject", "iframe", "embed", "object", "handler", "listener"]);

/** Embedded raster pictures are fine; embedded SVG or HTML are not. */
const embeddedPicture = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;

/** An address as a browser reads it: spaces and control characters anywhere in it are dropped. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const asBrowserReads = (address: string) => address.replace(/[\u0000-\u0020\u007f]/g, "");

function checkAddress(address: string): void {
  const read = asBrowserReads(address);
  if (/^(?:java|vb)script:|^data:text\/html/i.test(read)) throw new Hazard("a script address");
  if (!read.startsWith("#") && !embeddedPicture.test(read)) throw new Hazard("a link to another file");
}

/** CSS as the browser reads it: comments gone, escapes (`u\72l(`, `@\69mport`) turned into their characters. */
const unescapeCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n\r\f0-9a-f])/gi, (_, hex: string | undefined, character: string) => {
      const code = hex === undefined ? -1 : parseInt(hex, 16);
      return hex === undefined ? character : code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    });

/** Style sheets, style attributes and paint values: only `url(#id)` or embedded pictures, no imports. */
function checkCss(value: string): void {
  const css = unescapeCss(value);
  if (/@import/i.test(css)) throw new Hazard("a style sheet import");
  if (/(?<![\w-])(?:-webkit-)?(?:image-set|image|cross-fade|element|src)\(/i.test(css)) {
    throw new Hazard("a link to another file");
  }
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) {
    checkAddress(match[1] ?? match[2] ?? match[3] ?? "");
  }
}

const isSvg = (uri: string) => uri === svgNamespace || uri === "";

function checkElement(tag: SaxesTagNS, inMetadata: boolean): void {
  const local = tag.local.toLowerCase();
  if (local === "script") throw new Hazard("a script");
  if (tag.uri === xhtmlNamespace || embeddingElements.has(local)) throw new Hazard("embedded HTML or other content");
  const allowed = isSvg(tag.uri)
    ? svgElements.has(tag.local)
    : editorNamespaces.has(tag.uri) || (inMetadata && !/mathml|xinclude|xsl/i.test(tag.uri));
  if (!allowed) throw new Hazard(`the element <${tag.name}>`);
}

function attributeAllowed({ uri, local, prefix, name }: SaxesAttributeNS, onSvgElement: boolean): boolean {
  if (name === "xmlns" || prefix === "xmlns") return true;
  if (uri === "") return !onSvgElement || svgAttributes.has(local) || freeAttribute.test(local);
  if (uri === xlinkNamespace) return xlinkAttributes.has(local);
  if (uri === xmlNamespace) return xmlAttributes.has(local);
  return editorNamespaces.has(uri);
}

function checkAttributes(tag: SaxesTagNS): void {
  const onSvgElement = isSvg(tag.uri);
  for (const attribute of Object.values(tag.attributes)) {
    if (/^on/i.test(attribute.local)) throw new Hazard("an event handler");
    if (attribute.local.toLowerCase() === "href") checkAddress(attribute.value);
    if (!attributeAllowed(attribute, onSvgElement)) throw new Hazard(`the attribute "${attribute.name}"`);
    checkCss(attribute.value);
  }
  if (onSvgElement && animationElements.has(tag.local)) {
    const target = tag.attributes.attributeName?.value.trim();
    if (target === undefined || animatableAttributes.has(target)) return;
    throw new Hazard(
      /^(?:[\w.-]+:)?(?:href|on)/i.test(target)
        ? "an animation that changes links or event handlers"
        : `an animation of the attribute "${target}"`,
    );
  }
}

/** Reads the whole document, throwing a Hazard at the first thing that is not allowed. */
function inspect(svg: string): void {
  const parser = new SaxesParser({ xmlns: true });
  const open: SaxesTagNS[] = [];
  let styleSheet: string | null = null;
  parser.on("xmldecl", ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) throw new UnreadableSvg(`encoding ${encoding}`);
  });
  parser.on("doctype", () => {
    throw new Hazard("a document type declaration");
  });
  parser.on("processinginstruction", ({ target }) => {
    throw new Hazard(
      target.toLowerCase() === "xml-stylesheet" ? "a style sheet processing instruction" : "a processing instruction",
    );
  });
  parser.on("opentag", (tag) => {
    checkElement(
      tag,
      open.some((parent) => isSvg(parent.uri) && parent.local === "metadata"),
    );
    checkAttributes(tag);
    open.push(tag);
    if (isSvg(tag.uri) && tag.local === "style") styleSheet = "";
  });
  const addText = (text: string) => {
    if (styleSheet !== null) styleSheet += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", (tag) => {
    open.pop();
    if (styleSheet === null || !isSvg(tag.uri) || tag.local !== "style") return;
    checkCss(styleSheet);
    styleSheet = null;
  });
  parser.on("error", (error) => {
    throw new UnreadableSvg(error.message);
  });
  parser.write(svg.replace(/^\uFEFF/, "")).close();
}

/**
 * What makes an SVG unsafe, as a phrase for the message ("a script"), or null when it is safe. Throws
 * UnreadableSvg when the text is not well-formed XML.
 */
export function svgHazard(svg: string): string | null {
  try {
    inspect(svg);
    return null;
  } catch (error) {
    if (error instanceof Hazard) return error.message;
    throw error;
  }
}

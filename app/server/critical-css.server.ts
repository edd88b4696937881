// A public page carries the rules it uses in its own head and loads the whole stylesheet after its content
// (decision 176): the first paint waits for no other request, and the fonts come after it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import Beasties from "beasties";

import {
  type StylesheetExtras,
  stylesheetExtras,
  withoutHoverAndMotion,
  withoutUnreadThemeVariables,
  withoutUnusedProperties,
} from "./critical-css-rules.server";

/** Where the production build's stylesheets are (the server runs from the project folder, as for static files). */
const builtClientFolder = path.resolve("build/client");

const beastiesFor = (clientFolder: string) =>
  new Beasties({
    path: clientFolder,
    publicPath: "/",
    // Only the inlined rules are taken from its answer; inlineCriticalCss places the link itself (below).
    preload: "media",
    noscriptFallback: false,
    // The fonts load with the whole stylesheet: text paints at once in its metric-matched fallback face.
    fonts: false,
    // Motion comes with the whole stylesheet (critical-css-rules.server.ts).
    keyframes: "none",
    reduceInlineStyles: false,
    mergeStylesheets: true,
    logLevel: "silent",
  });

const headStylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The web fonts' stylesheet, held back by the root layout; its fallback faces come inlined (decision 218). */
const webFontsStylesheet = /<noscript data-web-fonts=""><link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/;

/** Attributes whose values are the page's content, not its look: two pages that differ only there share their CSS. */
const contentAttribute =
  /\s(?:href|src|srcset|sizes|alt|content|value|action|title|id|for|name|datetime|placeholder|style|aria-(?:label|labelledby|describedby|controls)|data-(?:live-region|src|href|index|label))="[^"]*"/g;

/**
 * What decides which rules a page uses: its distinct tags with their classes and state attributes, and the variables
 * its markup reads (`var(--…)` anywhere in it: its `style` attributes, a little more than needed). Pages of one template (a calculator result for another room, a finder query) share
 * it, so their CSS is worked out once.
 */
function lookOf(html: string): string {
  const tags = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*(?:\s[^>]*)?>/g)) tags.add(tag.replace(contentAttribute, ""));
  const reads = new Set(html.match(/var\(--[\w-]+/g));
  return [...tags, ...reads].sort().join("\n");
}

/**
 * Inlines the rules a page uses (below), working each look out once: at most `remembered` looks are kept, the
 * oldest forgotten first.
 */
export function createCriticalCss(clientFolder: string, remembered = 200) {
  const beasties = beastiesFor(clientFolder);
  const criticalByLook = new Map<string, string>();
  const extrasBySheet = new Map<string, StylesheetExtras>();

  function extrasOf(stylesheet: string): StylesheetExtras {
    let extras = extrasBySheet.get(stylesheet);
    if (extras === undefined) {
      extras = stylesheetExtras(readFileSync(path.join(clientFolder, stylesheet), "utf8"));
      extrasBySheet.set(stylesheet, extras);
    }
    return extras;
  }

  /** The fallback faces of the page's stylesheets: the site's (none, built) and the web fonts'. */
  function fallbackFacesOf(html: string, stylesheet: string): string {
    const fonts = webFontsStylesheet.exec(html)?.[1];
    const sheets = fonts && existsSync(path.join(clientFolder, fonts)) ? [stylesheet, fonts] : [stylesheet];
    return sheets.map((sheet) => extrasOf(sheet).fallbackFaces).join("");
  }

  async function criticalCss(html: string, stylesheet: string): Promise<string | null> {
    const look = lookOf(html);
    const known = criticalByLook.get(look);
    if (known !== undefined) return known;
    const processed = await beasties.process(html);
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    if (inlined === undefined) return null;
    const rules = withoutUnusedProperties(
      withoutHoverAndMotion(inlined + extrasOf(stylesheet).unmatchedRulesFor(html)),
    );
    const css = fallbackFacesOf(html, stylesheet) + withoutUnreadThemeVariables(rules, html);
    if (criticalByLook.size >= remembered) criticalByLook.delete(criticalByLook.keys().next().value!);
    criticalByLook.set(look, css);
    return css;
  }

  /**
   * The page with the rules it uses inlined in its head and its stylesheet linked at the end of its body, applied
   * once the page has loaded: it blocks no paint and brings the rules the scripts' states need. Unchanged when the
   * stylesheet is not a built file (the development server).
   */
  return async function inlineCriticalCss(html: string): Promise<string> {
    const link = headStylesheet.exec(html);
    if (!link || !existsSync(path.join(clientFolder, link[1]!))) return html;
    const css = await criticalCss(html, link[1]!);
    if (css === null) return html;
    // Applied at once without JavaScript; with it, the boot script adds it once the page has loaded and painted.
    const later = `<noscript data-after-load=""><link rel="stylesheet" href="${link[1]}"/></noscript>`;
    return html.replace(link[0], `<style>${css}</style>`).replace("</body>", `${later}</body>`);
  };
}

/** The site's public pages, with the production build's stylesheet. */
export const inlineCriticalCss = createCriticalCss(builtClientFolder);

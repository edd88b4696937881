// The web fonts of a public page (decision 218). On a visitor's first page they are loaded once the page has loaded;
// the display face (the headings') is added then, in one go, and the text face stays in its fallback there, which is
// drawn to its metrics but breaks a paragraph's lines a little differently: swapped in, it would move the text under
// the reader's eyes. The next pages apply both before their first paint, from the browser's cache
// (`heldBackFromCache`, ../lib/held-back-from-cache.ts, reads what is kept here).
import { cachedLinks } from "~/lib/held-back-from-cache";

/** A family's name as written, without the quotes CSS (and `FontFace.family`) may put around it. */
const unquoted = (family: string) => family.trim().replace(/^"(.*)"$/, "$1");

interface FaceFromFile {
  face: FontFace;
  file: string;
}

/** The faces a stylesheet draws from files (its `local()` faces are the fallbacks, inlined in every page's head). */
function facesOf(sheet: CSSStyleSheet): FaceFromFile[] {
  return [...sheet.cssRules].flatMap((rule) => {
    if (!(rule instanceof CSSFontFaceRule)) return [];
    const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
    const source = descriptor("src") ?? "";
    const file = /url\(["']?([^"')]+)/.exec(source)?.[1];
    if (!file) return [];
    const face = new FontFace(unquoted(descriptor("font-family") ?? ""), source, {
      style: descriptor("font-style"),
      weight: descriptor("font-weight"),
      unicodeRange: descriptor("unicode-range"),
      display: descriptor("font-display") as FontDisplay | undefined,
    });
    return [{ face, file }];
  });
}

/** Whether a face draws the Latin alphabet, so every page needs it; a face for rarer letters loads when one is drawn. */
export function drawsLatinLetters(unicodeRange: string): boolean {
  return unicodeRange.split(",").some((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return parseInt(from!, 16) <= 0x41 && parseInt(to!, 16) >= 0x7a;
  });
}

/** The headings' family: the first name of the theme's `--font-display`. */
function displayFamily(): string {
  const families = getComputedStyle(document.documentElement).getPropertyValue("--font-display");
  return unquoted(families.split(",")[0]!);
}

/**
 * Loads the faces of the fonts' stylesheet and keeps them for the next pages once all the page needs have loaded;
 * then, in the next frame, adds the display face's, or every face should nothing be kept (a browser that keeps no
 * storage gets the fonts swapped in on every page).
 */
export async function applyWebFonts(stylesheet: string): Promise<void> {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch(stylesheet)).text());
  const faces = facesOf(sheet);
  const needed = faces.filter(({ face }) => drawsLatinLetters(face.unicodeRange));
  const loads = await Promise.allSettled(needed.map(({ face }) => face.load()));
  const kept = loads.every(({ status }) => status === "fulfilled") && keep(needed.map(({ file }) => file));
  const display = displayFamily();
  await new Promise(requestAnimationFrame);
  for (const { face } of faces)
    if (face.status !== "error" && (!kept || unquoted(face.family) === display)) document.fonts.add(face);
}

/**
 * Keeps the links for the next pages under the addresses of what the page holds back (its head script's
 * `data-held-back`: the fonts' stylesheet, then the site's), and forgets what an older build kept.
 */
function keep(fontFiles: string[]): boolean {
  const heldBack = document.querySelector<HTMLScriptElement>("script[data-held-back]")?.dataset.heldBack;
  if (!heldBack) return false;
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith("/assets/")) localStorage.removeItem(key);
    localStorage.setItem(heldBack, cachedLinks(fontFiles, heldBack.split(" ")));
    return true;
  } catch {
    return false;
  }
}

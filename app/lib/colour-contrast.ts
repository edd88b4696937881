/** WCAG 2.2 relative luminance and contrast ratio of sRGB colours, for the tones of sections and the publish checks. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The red, green and blue of a #rgb or #rrggbb colour (0–255), or null when it is not one. */
export function rgbOf(hex: string): [number, number, number] | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance of red, green and blue (0–255). */
export function luminanceOf([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Relative luminance of a #rgb or #rrggbb colour; anything unreadable counts as white. */
export function luminance(hex: string): number {
  const rgb = rgbOf(hex);
  return rgb ? luminanceOf(rgb) : 1;
}

/** The contrast ratio of two luminances, from 1 to 21. */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG AA for body text. */
export const minimumContrast = 4.5;

/** The ink colour of the design tokens (#1d1b18), the dark text of sections. */
const inkLuminance = luminance("#1d1b18");

/** How a background reads with the site's two text colours: white, and ink. */
export function textContrasts(backgroundColor: string): { withWhite: number; withInk: number } {
  const background = luminance(backgroundColor);
  return { withWhite: contrast(1, background), withInk: contrast(inkLuminance, background) };
}

/**
 * A section's text colour follows its background colour (docs/product.md#entities backgroundColor), so whatever
 * colour the administrator picks, the words stay readable (WCAG 2.2 AA, docs/product.md#accessibility).
 */

export interface Tone {
  /** Light text on a dark background. */
  onDark: boolean;
  /** Secondary text may be softened and still read well; false on mid tones, where it stays full strength. */
  softens: boolean;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour; anything unreadable counts as white. */
export function luminance(hex: string): number {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return 1;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The ink colour of the design tokens (#1d1b18). */
const inkLuminance = luminance("#1d1b18");

export function toneFor(backgroundColor: string): Tone {
  const background = luminance(backgroundColor);
  const withWhite = contrast(1, background);
  const withInk = contrast(inkLuminance, background);
  const onDark = withWhite > withInk;
  return { onDark, softens: Math.max(withWhite, withInk) >= 9 };
}

/** Class names for the text of a section in a tone. */
export function toneClasses(tone: Tone) {
  if (tone.onDark) {
    return {
      onDark: true,
      text: "text-white",
      soft: tone.softens ? "text-white/80" : "text-white",
      accent: tone.softens ? "text-sand" : "text-white",
      rule: "border-white/20",
      divide: "divide-white/20",
      panel: "bg-white/[0.06]",
    };
  }
  return {
    onDark: false,
    text: "text-ink",
    soft: tone.softens ? "text-ink-soft" : "text-ink",
    accent: tone.softens ? "text-bronze" : "text-ink",
    rule: "border-ink/15",
    divide: "divide-ink/15",
    panel: "bg-white/70",
  };
}

export type ToneClasses = ReturnType<typeof toneClasses>;

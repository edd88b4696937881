/**
 * A section's text colour follows its background colour (docs/product.md#entities backgroundColor), so whatever
 * colour the administrator picks, the words stay readable (WCAG 2.2 AA, docs/product.md#accessibility).
 */

import { textContrasts } from "~/lib/colour-contrast";

export interface Tone {
  /** Light text on a dark background. */
  onDark: boolean;
  /** Secondary text may be softened and still read well; false on mid tones, where it stays full strength. */
  softens: boolean;
}

export function toneFor(backgroundColor: string): Tone {
  const { withWhite, withInk } = textContrasts(backgroundColor);
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

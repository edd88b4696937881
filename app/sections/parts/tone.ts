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

/** A tone's class names, in the order text, soft, accent, rule, divide, panel (the soft and accent ones softened). */
function palette(classNames: string) {
  const [text, soft, accent, rule, divide, panel] = classNames.split(" ") as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { text, soft, accent, rule, divide, panel };
}
const onDarkPalette = palette("text-white text-white/80 text-sand border-white/20 divide-white/20 bg-white/[0.06]");
const onLightPalette = palette("text-ink text-ink-soft text-bronze border-ink/15 divide-ink/15 bg-white/70");

/** Class names for the text of a section in a tone; on mid tones secondary text and accents stay full strength. */
export function toneClasses(tone: Tone) {
  const classes = tone.onDark ? onDarkPalette : onLightPalette;
  return { onDark: tone.onDark, ...classes, ...(!tone.softens && { soft: classes.text, accent: classes.text }) };
}

export type ToneClasses = ReturnType<typeof toneClasses>;

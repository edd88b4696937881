/**
 * The one rule for free text the site accepts (decision 067): contact messages and quote requests, the site
 * settings, page titles and descriptions, section and catalogue text, media names and alt text. Text that cannot
 * be read (half of a character: a lone UTF-16 surrogate) is refused with `unreadableTextMessage`; what is kept is
 * cleaned by `cleanText`. It has no validation library, so the public pages' forms use it too; the zod form of the
 * rule is ./plain-text-schema.
 */

/** The one message for text holding half of a character, said under the field it is in. */
export const unreadableTextMessage = "This contains characters we cannot read. Please type it again.";

/** One line (a name, a title, the site name, alt text) or several (a message, a section's text). */
export type TextShape = "line" | "lines";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False when the text holds a lone surrogate, which no page, inbox or database stores as a character. */
export function isReadable(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** Runs of line breaks of every kind, which become one space on one line. */
const lineBreakRuns = /[\r\n\v\f\u0085\u2028\u2029]+/g;
/** Each line break, which becomes a line feed in text of several lines. */
const lineBreaks = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;
/** Control characters (C0, DEL, C1) but tab and line feed, which the shape has dealt with. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/**
 * Bidirectional embeddings, overrides and isolates, which can make text read differently from what it holds
 * ('gpj.exe' shown as 'exe.jpg'). The marks U+200E, U+200F and U+061C stay: they only set the direction of the
 * characters beside them, and right-to-left writing needs them.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text as it is kept: line breaks made one space (`line`) or a line feed (`lines`), tabs a space on one line,
 * control and bidirectional control characters removed, then normalised to NFC so that the same words are the same
 * characters. Spaces at the ends are left to the field (most trim). Lone surrogates are left for `isReadable`.
 */
export function cleanText(text: string, shape: TextShape): string {
  const shaped =
    shape === "line" ? text.replace(lineBreakRuns, " ").replace(/\t/g, " ") : text.replace(lineBreaks, "\n");
  return shaped.replace(controls, "").replace(bidiControls, "").normalize("NFC");
}
